/**
 * The mock sends no mail: it logs what it would send (confirmation and reset links, order
 * e-mails), so a developer can follow a link from the terminal.
 */
export function logMail(to: string, subject: string, detail: string): void {
  console.info(`[izlog mock mail] to ${to}: ${subject} ${detail}`);
}
