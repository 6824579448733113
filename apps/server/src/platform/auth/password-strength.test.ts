import { isStrongPassword } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { assertPasswordNotGuessable } from './password-strength.ts';

const refusal = async (password: string, personal: string[] = []) => {
  try {
    await assertPasswordNotGuessable(password, personal);
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.statusCode, details: error.details };
  }
};

describe('password strength beyond the spec rule', () => {
  it.each(['Password1!', 'Passw0rd!', 'Welcome1!', 'Qwerty123!'])(
    'refuses %s although it passes the rule, as one of the most used',
    async (password) => {
      expect(isStrongPassword(password)).toBe(true);
      expect(await refusal(password)).toEqual({
        status: 400,
        details: [
          { field: 'password', message: 'This password is among the most used ones: choose one nobody else would' },
        ],
      });
    },
  );

  it("refuses the user's own name or e-mail dressed up", async () => {
    expect((await refusal('Margarethe1990!', ['margarethe@firm.test', 'Margarethe Lindqvist']))?.details).toEqual([
      { field: 'password', message: 'The password may not contain your name or e-mail address' },
    ]);
  });

  it.each(['Correct-Horse-9!', 'Sunny#Ledger^42', 'Tr0ub4dor&3x'])('accepts %s', async (password) => {
    expect(await refusal(password)).toBeUndefined();
  });

  it('counts any symbol as special: #, ^, a space', () => {
    expect(isStrongPassword('Harbour#Lights7')).toBe(true);
    expect(isStrongPassword('Harbour^Lights7')).toBe(true);
    expect(isStrongPassword('Harbour Lights7')).toBe(true);
    expect(isStrongPassword('HarbourLights7')).toBe(false);
  });
});
