// `npm test`: every check and test of the repository (docs/decisions.md#334). Stages run in order and stop at the first
// that fails; within a stage the independent steps run at the same time (the lint, which type-checks too, beside the
// build, the format check and knip). Each step's output is printed whole when it ends, with how long it took, and the
// stages' times last.
import { spawn } from 'node:child_process';

/** Stages in order; a stage's steps run side by side, each a list of npm scripts run one after the other. */
const STAGES = [
  { name: 'checks and build', steps: [['lint'], ['build', 'format:check', 'knip']] },
  { name: 'unit and integration tests', steps: [['test:unit']] },
  { name: 'browser journeys', steps: [['e2e']] },
];

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/**
 * Runs npm scripts one after the other; answers whether all passed. A step alone in its stage prints as it goes;
 * a step beside others keeps its output and answers it, so steps never interleave.
 */
function runScripts(scripts, { live }) {
  return new Promise((resolve) => {
    let output = '';
    const keep = (chunk) => (live ? process.stdout.write(chunk) : (output += chunk));
    const next = ([script, ...rest]) => {
      if (!script) return resolve({ ok: true, output });
      const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('close', (code) =>
        code === 0 ? next(rest) : resolve({ ok: false, output: `${output}\n${script} failed (exit ${code})\n` }),
      );
    };
    next(scripts);
  });
}

const timings = [];
for (const stage of STAGES) {
  const started = performance.now();
  console.log(`\n== ${stage.name}: ${stage.steps.map((step) => step.join(' → ')).join(' | ')}`);
  const results = await Promise.all(
    stage.steps.map(async (step) => {
      const stepStarted = performance.now();
      const result = await runScripts(step, { live: stage.steps.length === 1 });
      console.log(
        `\n-- ${step.join(' → ')} (${seconds(stepStarted)}) ${result.ok ? 'passed' : 'FAILED'}\n${result.output.trimEnd()}`,
      );
      return result;
    }),
  );
  timings.push(`${stage.name}: ${seconds(started)}`);
  if (results.some((result) => !result.ok)) {
    console.log(`\n${timings.join('\n')}\n${stage.name} failed.`);
    process.exit(1);
  }
}
console.log(`\nnpm test passed.\n${timings.join('\n')}`);
