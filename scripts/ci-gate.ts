// The publishing gate: the commands CI runs, after `npm ci`, before anything
// is deployed. ONE list: `npm run ci:check` runs it locally, and a test checks
// that the `run:` steps of the "gate" job in .github/workflows/publish.yml are
// exactly these commands, in this order (so the two cannot drift apart).
import { spawn } from 'node:child_process';

interface GateStep {
  /** The step's `id` in the workflow. */
  id: string;
  /** The step's `name` in the workflow (what the Actions log shows). */
  name: string;
  /** The shell command, byte for byte the workflow's `run:`. */
  run: string;
  /** What CI does right after this step (printed by ci:check in its place). */
  then?: string;
}

export const GATE_STEPS: readonly GateStep[] = [
  { id: 'check', name: 'Check the content', run: 'npx site check' },
  {
    id: 'sarif',
    name: 'Audit the content for code scanning',
    // Exit 1 only means "findings over the limit": the next step is the gate,
    // so this one keeps going and the SARIF file is uploaded either way.
    // Exit 2 (content cannot be loaded) still fails.
    run: 'npx site lint --format sarif > lint.sarif || [ $? -eq 1 ]',
    then: 'uploads lint.sarif to code scanning (Security tab, and the pull request)',
  },
  {
    id: 'lint',
    name: 'Audit the content (annotations)',
    // Findings never stop the gate: lint errors make the build not indexable
    // (site build --lint), they do not keep it from being published.
    run: 'npx site lint --format github || [ $? -eq 1 ]',
  },
  {
    id: 'build',
    name: 'Build the site',
    run: 'npx site build --lint',
    then: 'deploys dist/ and the Worker to Cloudflare when DEPLOY_FROM_GITHUB is true (a preview version for a pull request, production for the default branch)',
  },
];

/** The shell GitHub Actions uses for `run:` with `shell: bash`. */
const SHELL = ['bash', '--noprofile', '--norc', '-eo', 'pipefail', '-c'] as const;

interface StepOutcome {
  step: GateStep;
  code: number;
  /** The last line the step printed on stderr: usually the reason it failed. */
  reason: string;
}

interface GateOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Where the steps' output and the report go. */
  out: (text: string) => void;
}

function runStep(step: GateStep, { cwd, env, out }: GateOptions): Promise<StepOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(SHELL[0], [...SHELL.slice(1), step.run], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderrTail = '';
    child.stdout.on('data', (chunk: Buffer) => out(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      stderrTail = (stderrTail + text).slice(-4000);
      out(text);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const lines = stderrTail.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('npm warn'));
      resolve({ step, code: code ?? (signal ? 128 : 1), reason: lines.at(-1)?.trim() ?? '' });
    });
  });
}

/** Runs the steps in order and stops at the first failure, like the CI job. Returns the exit code. */
export async function runGate(options: GateOptions, steps: readonly GateStep[] = GATE_STEPS): Promise<number> {
  const { out } = options;
  const outcomes: StepOutcome[] = [];
  for (const step of steps) {
    out(`\n━━ ${step.name}\n$ ${step.run}\n`);
    const outcome = await runStep(step, options);
    outcomes.push(outcome);
    if (outcome.code !== 0) break;
    if (step.then) out(`(here CI ${step.then})\n`);
  }
  out(`\n${summary(outcomes, steps)}`);
  return outcomes.at(-1)?.code === 0 ? 0 : 1;
}

function summary(outcomes: StepOutcome[], steps: readonly GateStep[]): string {
  const lines = steps.map((step, i) => {
    const o = outcomes[i];
    if (!o) return `  -  ${step.name}: not run (CI stops at the first failing step)`;
    return o.code === 0 ? `  ✔  ${step.name}` : `  ✖  ${step.name}: exit ${o.code}`;
  });
  const failed = outcomes.find((o) => o.code !== 0);
  const verdict = failed
    ? `CI would FAIL at "${failed.step.name}"${failed.reason ? `: ${failed.reason}` : ''}\nNothing would be deployed. Fix what is reported above, then run \`npm run ci:check\` again.`
    : 'CI would PASS: the site would be built and deployed.';
  return `Publishing gate (.github/workflows/publish.yml, job "gate"):\n${lines.join('\n')}\n\n${verdict}\n`;
}
