import { describe, expect, it } from 'vitest';
import { unlinked } from '../../src/server/modules/notifications/messages/unlinked';

// A gift message's links reach the recipient as plain text (issue 63, finding 5).
describe('unlinked', () => {
  it.each([
    ['https://evil.example/login?next=1', 'https[:]//evil[.]example/login?next=1'],
    ['HTTP://EVIL.EXAMPLE', 'HTTP[:]//EVIL[.]EXAMPLE'],
    ['see www.attune-help.example now', 'see www[.]attune-help[.]example now'],
    ['write to help@attune.london', 'write to help@attune[.]london'],
    ['ftp://192.168.0.1/x and 10.0.0.1', 'ftp[:]//192[.]168[.]0[.]1/x and 10[.]0[.]0[.]1'],
    ['evil。example and evil．example', 'evil[.]example and evil[.]example'],
    ['a bücher.example link', 'a bücher[.]example link'],
  ])('writes %j so it links nowhere', (text, expected) => {
    expect(unlinked(text)).toBe(expected);
  });

  it.each([
    'Happy birthday: treat yourself to a class.',
    'Here is £40.00, e.g. for yoga. I.e. relax!',
    'Version 1.2.3 of me turns 40 today... enjoy',
    'No links here: just a colon: and slashes //',
  ])('leaves %j as written', (text) => {
    expect(unlinked(text)).toBe(text);
  });
});
