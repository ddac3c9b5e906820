import { pathToFileURL } from 'node:url';
import { loadPrintAgentConfig, type PrintAgentConfig } from './config.ts';
import { buildPrintAgent, type PrintAgentOptions } from './http-server.ts';

export interface StartedPrintAgent {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the print agent; the repository's start script calls this in-process, `tsx src/main.ts`
 * runs it alone. Options override the environment (tests pass port 0 and a temporary folder).
 */
export async function startPrintAgent(
  overrides: Partial<PrintAgentConfig> & Omit<Partial<PrintAgentOptions>, 'dataDir' | 'allowedOrigins'> = {},
): Promise<StartedPrintAgent> {
  const config = { ...loadPrintAgentConfig(), ...overrides };
  const app = buildPrintAgent({ ...overrides, dataDir: config.dataDir, allowedOrigins: config.allowedOrigins });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  console.info(`print agent listening on ${url} (data ${config.dataDir})`);
  return { url, port, close: () => app.close() };
}

/** Stops cleanly on Ctrl+C or a service manager's stop, so no job is left half-marked. */
export function closeOnSignals(close: () => Promise<void>): void {
  const stop = (): void => {
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const agent = await startPrintAgent();
  closeOnSignals(agent.close);
}
