import { describe, expect, it } from 'vitest';
import { findLinks } from './find-links.ts';

describe('findLinks', () => {
  it('finds each link once, without the sentence punctuation after it', () => {
    const body = [
      'Welcome! Choose your password at https://portal.example/app/register?user_verification_uuid=abc123.',
      'Or paste this: <https://portal.example/app/register?user_verification_uuid=abc123>',
      'Questions? See http://help.example/faq, or reply.',
    ].join('\n');
    expect(findLinks(body)).toEqual([
      'https://portal.example/app/register?user_verification_uuid=abc123',
      'http://help.example/faq',
    ]);
  });

  it('finds nothing in a body without links', () => {
    expect(findLinks('Your code is 123456.')).toEqual([]);
  });
});
