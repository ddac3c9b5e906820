import { fileURLToPath } from 'node:url';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_ALLOWED_ORIGINS } from './http-server.ts';

/** The repository root, from this file's place in it (apps/print-agent/src/config.ts). */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Relative folders are relative to the repository root, whatever the current directory. */
const folder = (fallback: string) =>
  z.string().trim().min(1).default(fallback).transform((path) => (isAbsolute(path) ? path : resolve(REPOSITORY_ROOT, path)));
const portNumber = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const list = (fallback: readonly string[]) =>
  z.string().optional().transform((value) => (value === undefined || value.trim() === '' ? [...fallback] : value.split(',').map((item) => item.trim()).filter(Boolean)));

const PrintAgentEnvSchema = z.object({
  PRINT_AGENT_PORT: portNumber(3003),
  /** Loopback by default; set 0.0.0.0 when other terminals print through this machine (CustomIpServicePrinter). */
  PRINT_AGENT_HOST: z.string().trim().min(1).default('127.0.0.1'),
  PRINT_AGENT_DATA_DIR: folder('data/print-agent'),
  PRINT_AGENT_ALLOWED_ORIGINS: list(DEFAULT_ALLOWED_ORIGINS),
});

const EmulatorEnvSchema = z.object({
  EMULATOR_PORTS: list(['9100', '9101', '9102', '9103', '9104']).pipe(z.array(z.string().regex(/^\d+$/, 'Ports are numbers').transform(Number).pipe(z.number().int().max(65535))).min(1)),
  EMULATOR_HOST: z.string().trim().min(1).default('127.0.0.1'),
  EMULATOR_OUT_DIR: folder('data/printed'),
});

export interface PrintAgentConfig {
  port: number;
  host: string;
  dataDir: string;
  allowedOrigins: string[];
}

export interface EmulatorConfig {
  ports: number[];
  host: string;
  outDir: string;
}

function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  throw new Error(`Invalid environment: ${problems}`);
}

/** Reads and validates the agent's environment once, at start. */
export function loadPrintAgentConfig(env: NodeJS.ProcessEnv = process.env): PrintAgentConfig {
  const parsed = parseEnv(PrintAgentEnvSchema, env);
  return {
    port: parsed.PRINT_AGENT_PORT,
    host: parsed.PRINT_AGENT_HOST,
    dataDir: parsed.PRINT_AGENT_DATA_DIR,
    allowedOrigins: parsed.PRINT_AGENT_ALLOWED_ORIGINS,
  };
}

export function loadEmulatorConfig(env: NodeJS.ProcessEnv = process.env): EmulatorConfig {
  const parsed = parseEnv(EmulatorEnvSchema, env);
  return { ports: parsed.EMULATOR_PORTS, host: parsed.EMULATOR_HOST, outDir: parsed.EMULATOR_OUT_DIR };
}
