import { spawn } from 'node:child_process';

export interface RunOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

export interface RunResult {
  stdout: string;
  stderr: string;
}

/**
 * Runs a command without a shell and resolves with its output; a non-zero exit, a signal or the
 * time limit rejects with the command line and the tail of both streams, so a failing step in a
 * long end-to-end run says what went wrong.
 */
export function run(command: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Under `npm run`/`npx`, npm exports its whole configuration as npm_config_* variables, which
  // outrank a project's .npmrc: drop them so each folder's own npm config applies, as in a shell.
  for (const key of Object.keys(env)) if (/^npm_config_/i.test(key)) delete env[key];
  // Vitest's loader options must not leak into npm, Lerna, tsc or Vite child processes.
  delete env.NODE_OPTIONS;
  Object.assign(env, { FORCE_COLOR: '0', NO_UPDATE_NOTIFIER: '1', npm_config_update_notifier: 'false' }, options.env);
  return new Promise((resolve, reject) => {
    // detached: the command gets its own process group, so a time-out ends its children too.
    const child = spawn(command, args, { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    const describe = (why: string) =>
      new Error(`${command} ${args.join(' ')} (in ${options.cwd}) ${why}\n--- stderr ---\n${stderr.slice(-4_000)}\n--- stdout ---\n${stdout.slice(-4_000)}`);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(describe(`could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) reject(describe(`timed out after ${timeoutMs} ms`));
      else if (code !== 0) reject(describe(`exited with ${code ?? signal}`));
      else resolve({ stdout, stderr });
    });
  });
}
