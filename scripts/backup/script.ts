/** What the backup and restore commands share: their one argument and how they end. */
import { resolve } from 'node:path';
import { Refusal } from './progress';

/**
 * The command's one argument, a file path, read from the folder the command was typed in: npm runs
 * scripts in the project's folder and says where it was started in INIT_CWD.
 */
export function argumentFile(usage: string): string {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new Refusal(`usage: ${usage}`);
  return resolve(process.env.INIT_CWD ?? process.cwd(), args[0]!);
}

/** Runs the command; a refusal or failure is one line on stderr and exit 1. */
export function runScript(name: string, work: () => Promise<void>): void {
  work().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof Refusal) console.error(`${name}: ${error.message}`);
      else console.error(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exit(1);
    },
  );
}
