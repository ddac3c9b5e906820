// A bench server in a child process, as in production where the terminals are other machines:
// the load client's own work must not eat the server's CPU. The child is this same module run
// again with a role in its environment; it sends one message when it listens, and stops (and
// exits) on any message sent to it.
import { fork, type ChildProcess } from 'node:child_process';

export type ChildServer<Ready> = { child: ChildProcess; ready: Ready; stop: () => Promise<void> };

/** Forks `modulePath` with `env`, waits for its ready message; `what` names it in an early exit. */
export async function forkChildServer<Ready>(modulePath: string, what: string, env: NodeJS.ProcessEnv): Promise<ChildServer<Ready>> {
  const child = fork(modulePath, [], { execArgv: process.execArgv, env });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready));
    child.once('exit', (code) => reject(new Error(`${what} exited early (code ${code})`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.send('stop');
    });
  return { child, ready, stop };
}
