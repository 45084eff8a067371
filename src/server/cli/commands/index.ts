import type { CliCommand } from '../command.ts';
import { grantCommand, revokeCommand } from './admin-role.ts';
import { backupCommand, restoreCommand } from './backup.ts';
import { hashCodeCommand } from './hash-code.ts';
import { generateKeysCommand, rotateKeysCommand } from './keys.ts';

/** Every `npm run admin -- <command>`. A new command is a file in this folder plus one entry here. */
export const COMMANDS: CliCommand[] = [grantCommand, revokeCommand, hashCodeCommand, generateKeysCommand, rotateKeysCommand, backupCommand, restoreCommand];
