// Cloudflare Pages Function: /api/auth/callback, where GitHub sends the
// person back after the CMS's sign-in (src/cms/sign-in.ts).

import { finishSignIn, type SignInEnv } from '../../../src/cms/sign-in.ts';

interface PagesContext {
  request: Request;
  env: SignInEnv;
}

export const onRequestGet = (context: PagesContext): Promise<Response> => finishSignIn(context.request, context.env);
