import { describe, expect, it } from 'vitest';
import { catalogs, render } from '../src/notify/catalog.ts';
import { notifyFromEnv } from '../src/notify/config.ts';
import { defaultKinds, nextDigestAt } from '../src/notify/store.ts';
import { NOTIFICATION_KINDS } from '../src/notify/types.ts';
import type { Notification } from '../src/notify/types.ts';
import { badWebhookUrl, privateAddress, sign } from '../src/notify/webhook.ts';
import { MAX_MAIL_TEXT, parseMailText, parseTag, pressHeader, tagFor } from '../src/notify/mail-play.ts';
import { playCatalogs } from '../src/notify/play-catalog.ts';

const game = { gameId: 'g1', title: 'Babylon 323', ruleset: 'diadoques' };
const samples: Notification[] = [
  { kind: 'started', params: { ...game, power: 'ptolemy', phase: 'spring', deadlineAt: Date.UTC(2026, 0, 2, 12) } },
  { kind: 'your-turn', params: { ...game, power: 'ptolemy', step: 3, phase: 'autumn', deadlineAt: null } },
  { kind: 'deadline', params: { ...game, power: 'ptolemy', step: 3, phase: 'autumn', deadlineAt: Date.UTC(2026, 0, 2, 12) } },
  { kind: 'results', params: { ...game, step: 4, phase: 'winter', deadlineAt: Date.UTC(2026, 0, 9), over: false } },
  { kind: 'results', params: { ...game, step: 9, phase: null, deadlineAt: null, over: true } },
  { kind: 'press', params: { ...game, messageId: 'm1', from: null, toAll: false, excerpt: 'Beware', truncated: true } },
  { kind: 'press', params: { ...game, messageId: 'm2', from: 'referee', toAll: true, excerpt: 'Rules', truncated: false } },
  { kind: 'eliminated', params: { ...game, power: 'perdiccas', step: 5 } },
];

describe('notification catalogs', () => {
  it('every kind has a subject and a text in English and French, different, naming the game', () => {
    expect(new Set(samples.map((s) => s.kind))).toEqual(new Set(NOTIFICATION_KINDS));
    for (const s of samples) {
      const en = render(s, 'en', { publicUrl: 'https://d.example/' });
      const fr = render(s, 'fr', { publicUrl: null });
      for (const x of [en, fr]) {
        expect(x.subject).toContain('Babylon 323');
        expect(x.text.length).toBeGreaterThan(20);
        expect(x.text).not.toContain('undefined');
      }
      expect(fr.subject).not.toBe(en.subject);
      expect(en.text).toContain('https://d.example/games/g1');
      expect(fr.text).not.toContain('https://');
    }
    expect(render(samples[2]!, 'en', { publicUrl: null }).text).toContain('2026-01-02 12:00 UTC');
    expect(render(samples[5]!, 'fr', { publicUrl: null }).text).toMatch(/^Non signé, à vous/);
    expect(catalogs.fr.digest.subject({ count: 1 })).toBe('Diadochi : 1 notification du jour');
    expect(catalogs.en.digest.subject({ count: 2 })).toBe('Diadochi: 2 notifications of the day');
  });

  it('settings start with every kind off', () => {
    expect(Object.values(defaultKinds()).every((c) => c.email === 'off' && !c.webhook)).toBe(true);
  });

  it('the digest is due at the next whole hour chosen (UTC), never now', () => {
    const t = Date.UTC(2026, 10, 26, 7, 0);
    expect(nextDigestAt(t, 7)).toBe(Date.UTC(2026, 10, 27, 7));
    expect(nextDigestAt(t - 1, 7)).toBe(t);
    expect(nextDigestAt(t, 23)).toBe(Date.UTC(2026, 10, 26, 23));
    expect(nextDigestAt(t, 0)).toBe(Date.UTC(2026, 10, 27, 0));
  });
});

describe('webhook signature and addresses', () => {
  it('the signature is the hex HMAC-SHA256 of the body (RFC 4231 test case 2)', () => {
    expect(sign('Jefe', 'what do ya want for nothing?')).toBe('sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('loopback, private, link-local and unique-local addresses are private; public ones are not', () => {
    for (const ip of ['127.0.0.1', '10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) {
      expect(privateAddress(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '172.32.0.1', '192.169.0.1', '2001:db8::1', '::ffff:8.8.8.8']) expect(privateAddress(ip), ip).toBe(false);
    expect(badWebhookUrl('https://hooks.example.org/x', false)).toBeNull();
    expect(badWebhookUrl('http://sub.localhost/x', false)).toBe('private-address');
    expect(badWebhookUrl('http://[fd00::1]/x', false)).toBe('private-address');
    expect(badWebhookUrl('http://127.0.0.1:8080/x', true)).toBeNull();
    expect(badWebhookUrl('javascript:alert(1)', true)).toBe('not-http');
  });
});

describe('configuration from the environment', () => {
  it('no SMTP_HOST: mail off; with it, port and sender have defaults', () => {
    expect(notifyFromEnv({})).toEqual({ mail: null, publicUrl: null, allowPrivateWebhooks: false, inbound: null });
    expect(notifyFromEnv({ SMTP_HOST: 'smtp.example.org', SMTP_USER: 'u', SMTP_PASS: 'p', PUBLIC_URL: 'https://d.example' })).toEqual({
      mail: { host: 'smtp.example.org', port: 587, secure: false, user: 'u', pass: 'p', from: 'Diadochi <diadochi@smtp.example.org>' },
      publicUrl: 'https://d.example',
      allowPrivateWebhooks: false,
      inbound: null,
    });
    expect(notifyFromEnv({ MAIL_PLAY_ADDRESS: 'judge@d.example', INBOUND_SMTP_PORT: '2525' }).inbound).toEqual({ address: 'judge@d.example', port: 2525 });
    expect(notifyFromEnv({ SMTP_HOST: 'h', SMTP_SECURE: '1', SMTP_FROM: 'Judge <j@x.org>' }).mail).toMatchObject({ port: 465, secure: true, from: 'Judge <j@x.org>' });
  });
});

describe('reading a mail to the judge (issue 21 item 2)', () => {
  it('order lines first, then each message after its PRESS line; quotes, the reply header and the signature are left out', () => {
    const text = [
      '',
      'A PAR - BUR',
      'A MAR - SPA',
      '',
      'PRESS TO ALL',
      'Peace.',
      'PRESS GREY TO eng, GER',
      'Someone watches.',
      'PRESS BLACK AS TUR TO RUS',
      'Love, Turkey',
      'ORDERS',
      'F BRE - MAO',
      '> quoted old order',
      '-- ',
      'A PAR - PIC',
    ].join('\r\n');
    expect(parseMailText(text)).toEqual({
      orders: ['A PAR - BUR', 'A MAR - SPA', '', 'F BRE - MAO'],
      press: [
        { to: 'all', press: 'white', body: 'Peace.' },
        { to: ['eng', 'GER'], press: 'grey', body: 'Someone watches.' },
        { to: ['RUS'], press: 'black', as: 'TUR', body: 'Love, Turkey' },
      ],
    });
    expect(parseMailText('A PAR H\n\nOn Mon, 1 Jan 2026, the judge wrote:\nA MAR - SPA').orders).toEqual(['A PAR H']);
    expect(parseMailText('A PAR H\nLe lun. 1 janv. 2026, le juge a écrit :\nA MAR - SPA').orders).toEqual(['A PAR H']);
    expect(parseMailText('\n\n-- \nsig')).toEqual({ orders: null, press: [] });
    // A PRESS line without recipients, or an empty message, is not a message.
    expect(parseMailText('PRESS TO\nhello').press).toEqual([]);
    expect(parseMailText('PRESS TO ALL\n\n').press).toEqual([]);
    expect(pressHeader('press to all')).toEqual({ to: 'all', press: 'white', body: '' });
    expect(pressHeader(`PRESS TO ${'X, '.repeat(200)}`)).toBeNull();
  });

  it('the subject tag: game and key, anywhere in the subject', () => {
    const key = 'k'.repeat(32);
    expect(parseTag(`Re: Spring ${tagFor('g-1', key)} orders`)).toEqual({ gameId: 'g-1', key });
    expect(parseTag('[diadochi g-1 short]')).toBeNull();
    expect(parseTag('no tag')).toBeNull();
  });

  it('a long mail is read only up to MAX_MAIL_TEXT characters; over-long PRESS lines are no headers', () => {
    const line = 'PRESS TO ' + 'A,'.repeat(150);
    const small = parseMailText(`${line}\n`.repeat(50));
    const big = parseMailText(`${line}\n`.repeat(100_000));
    // Every line is a header of an empty message (none kept), however many lines are sent.
    expect(small.press).toEqual([]);
    expect(big.press).toEqual([]);
    expect(parseMailText('x\n'.repeat(MAX_MAIL_TEXT)).orders!.length).toBe(MAX_MAIL_TEXT / 2);
  });

  it('the judge’s answers exist in English and French', () => {
    for (const k of Object.keys(playCatalogs.en) as (keyof typeof playCatalogs.en)[]) expect(playCatalogs.fr[k], k).toBeDefined();
    expect(playCatalogs.fr.refused({ power: 'France', count: 2 })).toBe('Ordres de France : refusés, rien n’a été enregistré (2 problèmes) :');
    expect(playCatalogs.en.replySubject({ subject: 'RE: x' })).toBe('RE: x');
  });
});
