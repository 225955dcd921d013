// Cloudflare Pages Function: /api/auth, where the CMS's GitHub sign-in starts
// (src/cms/sign-in.ts; setup in docs/cms.md).

import { startSignIn, type SignInEnv } from '../../src/cms/sign-in.ts';

interface PagesContext {
  request: Request;
  env: SignInEnv;
}

export const onRequestGet = (context: PagesContext): Promise<Response> => startSignIn(context.request, context.env);
