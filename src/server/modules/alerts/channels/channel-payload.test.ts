import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import type * as AdaptiveCardsSdk from 'adaptivecards';
import { describe, expect, it } from 'vitest';
import { SLACK_LIMITS, slackBody, smsText, summaryOf, TEAMS_MAX_BYTES, teamsBody, type AlertPayload } from './channel-payload.ts';
import { smsSize } from './sms-encoding.ts';
import { smsCodeText } from './sms-confirmation.ts';

const payload: AlertPayload = {
  type: 'maintenance.started',
  occurredAt: '2026-12-02T00:00:00.000Z',
  summary: 'Scheduled maintenance started: Manulife maintenance',
  services: [{ id: 's1', name: 'Manulife', type: 'insurance', status: 'online', previousStatus: 'online' }],
  incident: null,
  maintenance: { title: 'Manulife maintenance', startsAt: '2026-12-02T00:00:00.000Z', endsAt: '2026-12-02T04:00:00.000Z' },
  board: 'https://status.example.ca/',
  provider: 'Summit Dental IT',
};

const TITLE = 'Claims & EOBs <!here> delayed';
/** An incident update as long as the incident form allows (2,000 characters), full of ampersands. */
const LONG_UPDATE = 'R&D & EOBs & claims & '.repeat(91).slice(0, 2000);

const incident = (overrides: Partial<AlertPayload> = {}): AlertPayload => ({
  ...payload,
  type: 'incident.updated',
  summary: summaryOf('incident.updated', TITLE),
  maintenance: null,
  incident: { title: TITLE, status: 'identified', message: LONG_UPDATE, whatToDo: 'Keep a list & resend <b>later</b>.' },
  ...overrides,
});

const manyServices = (count: number, name: (n: number) => string): AlertPayload['services'] =>
  Array.from({ length: count }, (_, n) => ({ id: `s${n}`, name: name(n), type: 'insurance', status: 'offline', previousStatus: 'online' }));

describe('messages people read in Teams and Slack', () => {
  it('write times in the provider\u2019s zone on a 12-hour clock with the zone, never as ISO instants', () => {
    const teams = teamsBody(payload, 'America/Edmonton');
    const slack = slackBody(payload, 'America/Edmonton');
    // 00:00Z on Dec 2 is 6 p.m. on Dec 1 in Alberta, which keeps UTC-6 all year since 2026-11-01.
    for (const body of [teams, slack]) {
      expect(body).toContain('Tue, Dec 1, 2026, 6:00 to 10:00 p.m. MDT');
      expect(body).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    }
    expect(teams).toContain('Summit Dental IT \u00b7 Dec 1, 2026, 6:00 p.m. MDT');
  });
});

interface SlackMessage {
  text: string;
  blocks: [{ type: 'section'; text: { type: 'mrkdwn'; text: string } }, { type: 'context'; elements: { type: 'mrkdwn'; text: string }[] }];
}
const slack = (alert: AlertPayload) => JSON.parse(slackBody(alert, 'America/Edmonton')) as SlackMessage;
/** Every text field Slack reads in our message. */
const slackTexts = (message: SlackMessage) => [message.text, message.blocks[0].text.text, ...message.blocks[1].elements.map((e) => e.text)];
/** After escaping, & only starts &amp; &lt; &gt;, and < > appear only in the links we wrote. */
function expectEscaped(text: string, board: string) {
  expect(text.replace(/&(amp|lt|gt);/g, '')).not.toContain('&');
  const withoutLinks = text.replaceAll(`<${board}|Read the rest on the status board>`, '').replaceAll(`<${board}|Open the status board>`, '');
  expect(withoutLinks).not.toMatch(/[<>]/);
}

describe('Slack messages', () => {
  it('escape &, < and > in every field Slack reads, the fallback text too: an incident title cannot ping the channel', () => {
    const message = slack(incident({ incident: { title: TITLE, status: 'identified', message: 'Short.', whatToDo: null } }));
    expect(message.text).toBe('Incident update: Claims &amp; EOBs &lt;!here&gt; delayed');
    expect(message.blocks[0].text.text).toContain('*Incident update: Claims &amp; EOBs &lt;!here&gt; delayed*');
    for (const text of slackTexts(message)) {
      expect(text).not.toContain('<!here>');
      expectEscaped(text, payload.board);
    }
  });

  it('escape service and provider names too', () => {
    const message = slack({ ...payload, provider: 'Dental <IT> & Co', services: manyServices(1, () => 'Sun Life <!channel>') });
    expect(message.blocks[0].text.text).toContain('\u2022 *Sun Life &lt;!channel&gt;*: Issues'.replace('Issues', 'Offline'));
    expect(message.blocks[1].elements[0]!.text).toBe(`Dental &lt;IT&gt; &amp; Co \u00b7 <${payload.board}|Open the status board>`);
  });

  it('cut a 2,000-character update full of & to Slack\u2019s 3,000-character section, measured after escaping, with an ellipsis and the board\u2019s link', () => {
    const message = slack(incident());
    const section = message.blocks[0].text.text;
    // Escaped, the update alone is far over the limit: 3,117 characters was what Slack refused.
    expect(LONG_UPDATE.replaceAll('&', '&amp;').length).toBeGreaterThan(SLACK_LIMITS.sectionText);
    expect(section.length).toBeLessThanOrEqual(SLACK_LIMITS.sectionText);
    expect(section.length).toBeGreaterThan(SLACK_LIMITS.sectionText - 80);
    expect(section).toMatch(/\u2026\n<https:\/\/status\.example\.ca\/\|Read the rest on the status board>$/);
    // Cut between two characters: never inside an escape.
    expect(section).not.toMatch(/&(a|am|amp|l|lt|g|gt)?\u2026/);
    for (const text of slackTexts(message)) expectEscaped(text, payload.board);
    expect(message.text.length).toBeLessThanOrEqual(SLACK_LIMITS.fallbackText);
    expect(message.blocks[1].elements[0]!.text.length).toBeLessThanOrEqual(SLACK_LIMITS.contextText);
  });

  it('keep every field within its limit whatever the lengths: 200 services, a provider name of 5,000 ampersands', () => {
    const message = slack(
      incident({
        provider: '&'.repeat(5000),
        summary: `Incident update: ${'<&>'.repeat(3000)}`,
        services: manyServices(200, (n) => `Carrier & ${n} ${'x'.repeat(60)}`),
      }),
    );
    expect(message.blocks[0].text.text.length).toBeLessThanOrEqual(SLACK_LIMITS.sectionText);
    expect(message.blocks[1].elements[0]!.text.length).toBeLessThanOrEqual(SLACK_LIMITS.contextText);
    expect(message.blocks[1].elements[0]!.text).toMatch(/\u2026 \u00b7 <https:\/\/status\.example\.ca\/\|Open the status board>$/);
    expect(message.text.length).toBeLessThanOrEqual(SLACK_LIMITS.fallbackText);
    expect(message.text.endsWith('\u2026')).toBe(true);
    for (const text of slackTexts(message)) expectEscaped(text, payload.board);
  });

  it('never cut a character in two', () => {
    const message = slack(incident({ incident: { title: TITLE, status: 'identified', message: '\u{1F6A8}'.repeat(2000), whatToDo: null } }));
    const section = message.blocks[0].text.text;
    expect(section.length).toBeLessThanOrEqual(SLACK_LIMITS.sectionText);
    expect(section).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('leave a short message whole', () => {
    const message = slack(payload);
    expect(message.blocks[0].text.text).toBe(
      '*Scheduled maintenance started: Manulife maintenance*\n\u2022 *Manulife*: Online\n\u2022 *Window*: Tue, Dec 1, 2026, 6:00 to 10:00 p.m. MDT',
    );
  });
});

/*
 * Teams cards against what Microsoft publishes on the npm registry. No package there ships the
 * Adaptive Card 1.4 JSON schema (adaptivecards, adaptivecards-templating, @microsoft/teams.cards
 * and @microsoft/adaptivecards-tools carry none; adaptivecards-designer carries a 1.0-era one
 * whose peers cannot be installed with the current adaptivecards). So the card is checked twice:
 * by Microsoft's own Adaptive Cards SDK, parsing it as a 1.4 card, and against a JSON schema
 * written here from the SDK's published types (lib/schema.d.ts).
 */
const require = createRequire(import.meta.url);
const sdk = require('adaptivecards/dist/adaptivecards.js') as typeof AdaptiveCardsSdk;

/** What the SDK reports when it reads the card as a 1.4 card: unknown elements, properties newer than 1.4, bad values, missing ones. */
function sdkProblems(card: unknown): string[] {
  const context = new sdk.SerializationContext(sdk.Versions.v1_4);
  const parsed = new sdk.AdaptiveCard();
  parsed.parse(card, context);
  const problems: string[] = [];
  for (let i = 0; i < context.eventCount; i++) problems.push(context.getEventAt(i).message);
  for (const event of parsed.validateProperties().validationEvents) problems.push(event.message);
  return problems;
}

const textSize = ['small', 'default', 'medium', 'large', 'extraLarge'];
const textWeight = ['lighter', 'default', 'bolder'];
const textColor = ['default', 'dark', 'light', 'accent', 'good', 'warning', 'attention'];
/** ITextBlock, IFactSet, IFact, IOpenUrlAction and IAdaptiveCard from the SDK's schema.d.ts, closed to other properties as the 1.4 schema closes them. */
const cardSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'attachments'],
  properties: {
    type: { const: 'message' },
    attachments: {
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['contentType', 'content'],
        properties: {
          contentType: { const: 'application/vnd.microsoft.card.adaptive' },
          contentUrl: { type: 'null' },
          content: {
            type: 'object',
            additionalProperties: false,
            required: ['type', 'version', 'body'],
            properties: {
              $schema: { const: 'http://adaptivecards.io/schemas/adaptive-card.json' },
              type: { const: 'AdaptiveCard' },
              version: { const: '1.4' },
              body: { type: 'array', items: { anyOf: [{ $ref: '#/$defs/TextBlock' }, { $ref: '#/$defs/FactSet' }] } },
              actions: { type: 'array', items: { $ref: '#/$defs/OpenUrl' } },
            },
          },
        },
      },
    },
  },
  $defs: {
    TextBlock: {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'text'],
      properties: {
        type: { const: 'TextBlock' },
        text: { type: 'string', minLength: 1 },
        size: { enum: textSize },
        weight: { enum: textWeight },
        color: { enum: textColor },
        isSubtle: { type: 'boolean' },
        wrap: { type: 'boolean' },
        maxLines: { type: 'number' },
      },
    },
    FactSet: {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'facts'],
      properties: {
        type: { const: 'FactSet' },
        facts: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['title', 'value'],
            properties: { title: { type: 'string' }, value: { type: 'string' } },
          },
        },
      },
    },
    OpenUrl: {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'url'],
      properties: { type: { const: 'Action.OpenUrl' }, title: { type: 'string' }, url: { type: 'string', pattern: '^https?://' } },
    },
  },
} as const;
const validCard = new Ajv({ allErrors: true, strict: true }).compile(cardSchema);

function card(body: string) {
  return (JSON.parse(body) as { attachments: [{ content: { body: [{ text: string }, { facts: { title: string; value: string }[] }, { text: string }] } }] })
    .attachments[0].content;
}

describe('Teams cards', () => {
  const cases: [string, AlertPayload][] = [
    ['a maintenance start', payload],
    [
      'a 2,000-character incident update with markdown characters',
      incident({
        incident: { title: TITLE, status: 'identified', message: `*bold* _it_ [link](https://evil.example) ${LONG_UPDATE}`, whatToDo: '- keep a list' },
      }),
    ],
    ['200 services with long names in Chinese', incident({ services: manyServices(200, (n) => `保险公司理赔系统 ${n} ${'长'.repeat(90)}`) })],
    ['a test message', { ...payload, type: 'test', summary: summaryOf('test', 'Summit Dental IT'), services: [], maintenance: null }],
  ];

  it.each(cases)('are valid Adaptive Card 1.4 for %s, by Microsoft\u2019s SDK and its published types', (_name, alert) => {
    const body = teamsBody(alert, 'America/Edmonton');
    expect(sdkProblems(card(body))).toEqual([]);
    expect(validCard(JSON.parse(body)), JSON.stringify(validCard.errors)).toBe(true);
    expect(Buffer.byteLength(body, 'utf8')).toBeLessThanOrEqual(TEAMS_MAX_BYTES);
  });

  it('would be caught by these checks if they were not: a 1.5 property, an unknown element, a missing text', () => {
    const broken = JSON.parse(teamsBody(payload, 'America/Edmonton')) as { attachments: [{ content: { body: Record<string, unknown>[] } }] };
    const content = broken.attachments[0].content;
    content.body.push({ type: 'TextBlock', text: 'Heading', style: 'heading' }, { type: 'Table', columns: [] });
    expect(sdkProblems(content)).toEqual([
      'Property "style" is supported in version 1.5, but you are using version 1.4.',
      expect.stringContaining('Unknown element type "Table"'),
    ]);
    content.body.push({ type: 'TextBlock' });
    expect(validCard(broken)).toBe(false);
  });

  it('keep Markdown characters as text: no link, list or emphasis comes from an incident', () => {
    const body = card(teamsBody(cases[1]![1], 'America/Edmonton'));
    const update = body.body[1].facts.find((fact) => fact.title === 'Update')!.value;
    expect(update.startsWith('\\*bold\\* \\_it\\_ \\[link\\](https://evil.example)')).toBe(true);
    expect(body.body[1].facts.find((fact) => fact.title === 'What to do')!.value).toBe('\\- keep a list');
  });

  it('list many services up to an allowance, then say how many more, within 28 KB', () => {
    const body = teamsBody(cases[2]![1], 'America/Edmonton');
    const facts = card(body).body[1].facts;
    expect(facts.find((fact) => /^And \d+ more$/.test(fact.title))).toMatchObject({ value: 'See the status board' });
    expect(Buffer.byteLength(body, 'utf8')).toBeLessThanOrEqual(TEAMS_MAX_BYTES);
  });
});

describe('text messages', () => {
  it('fit two segments with the board\u2019s address whole, in GSM-7 when typographic characters were the only obstacle', () => {
    const text = smsText({ ...payload, summary: summaryOf('incident.updated', `Sun Life \u2014 \u201Cclaims\u201D ${'portal slow '.repeat(40)}`) });
    expect(smsSize(text)).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    expect(text.endsWith('... https://status.example.ca/')).toBe(true);
  });

  it('cut a title that must stay UCS-2 to two UCS-2 segments', () => {
    const text = smsText({ ...payload, summary: summaryOf('incident.updated', '牙科保险理赔系统故障'.repeat(20)) });
    expect(smsSize(text)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    expect(text.endsWith('\u2026 https://status.example.ca/')).toBe(true);
  });
});

describe('messages to a channel added from a French page', () => {
  const french = (alert: AlertPayload): AlertPayload => ({ ...alert, locale: 'fr-CA' });
  const maintenance = french({ ...payload, summary: summaryOf('maintenance.started', 'Entretien de Manulife', 'fr-CA') });

  it('write the summary in French for every kind of event', () => {
    expect(summaryOf('service.down', 'Weave', 'fr-CA')).toBe('Weave est en panne');
    expect(summaryOf('service.degraded', 'Weave', 'fr-CA')).toBe('Weave est perturbé');
    expect(summaryOf('service.recovered', 'Weave', 'fr-CA')).toBe('Weave est de nouveau en ligne');
    expect(summaryOf('incident.updated', 'Réclamations retardées', 'fr-CA')).toBe('Mise à jour d’incident\u00a0: Réclamations retardées');
    expect(summaryOf('maintenance.ended', 'Entretien', 'fr-CA')).toBe('Fin de l’entretien planifié\u00a0: Entretien');
    expect(summaryOf('test', 'Summit Dental IT', 'fr-CA')).toBe('Message d’essai de Summit Dental IT\u00a0: ce canal recevra les alertes d’état');
  });

  it('give Teams a valid card in French, times on the provider’s clock as French writes them', () => {
    const body = teamsBody(maintenance, 'America/Edmonton');
    const content = card(body);
    expect(sdkProblems(content)).toEqual([]);
    expect(validCard(JSON.parse(body)), JSON.stringify(validCard.errors)).toBe(true);
    expect(content.body[0].text).toBe('Début de l’entretien planifié\u00a0: Entretien de Manulife');
    expect(content.body[1].facts).toEqual([
      { title: 'Manulife', value: 'En ligne' },
      { title: 'Période', value: 'Mar. 1er déc. 2026 de 18 h à 22 h HAR' },
    ]);
    expect(content.body[2].text).toBe('Summit Dental IT \u00b7 1er déc. 2026, 18 h HAR');
    expect(JSON.parse(body).attachments[0].content.actions[0].title).toBe('Ouvrir le tableau d’état');
  });

  it('count the services past the allowance in French, one and many (a plural)', () => {
    const titleOfMore = (count: number) => {
      const alert = french(incident({ services: manyServices(50 + count, (n) => `Assureur ${n} ${'x'.repeat(400)}`) }));
      return card(teamsBody(alert, 'America/Edmonton')).body[1].facts.find((fact) => fact.title.startsWith('Et '));
    };
    expect(titleOfMore(1)).toEqual({ title: 'Et 1 autre', value: 'Voir le tableau d’état' });
    expect(titleOfMore(2)?.title).toBe('Et 2 autres');
  });

  it('give Slack the same words in French, still escaped, with French typography before a colon', () => {
    const message = slack(maintenance);
    expect(message.text).toBe('Début de l’entretien planifié\u00a0: Entretien de Manulife');
    expect(message.blocks[0].text.text).toBe(
      '*Début de l’entretien planifié\u00a0: Entretien de Manulife*\n\u2022 *Manulife*\u00a0: En ligne\n\u2022 *Période*\u00a0: Mar. 1er déc. 2026 de 18 h à 22 h HAR',
    );
    expect(message.blocks[1].elements[0]!.text).toBe(`Summit Dental IT \u00b7 <${payload.board}|Ouvrir le tableau d’état>`);
    const long = slack(french(incident()));
    expect(long.blocks[0].text.text.endsWith(`\n<${payload.board}|Lire la suite sur le tableau d’état>`)).toBe(true);
    expect(long.blocks[0].text.text).toContain('\u2022 *Mise à jour*\u00a0: R&amp;D');
  });

  it('text in French within one GSM-7 segment: the accents French needs here are in GSM-7, and the typographic apostrophe and space are replaced', () => {
    for (const type of ['service.down', 'service.degraded', 'service.recovered', 'maintenance.ended', 'test'] as const) {
      const text = smsText(french({ ...payload, type, summary: summaryOf(type, 'Sun Life', 'fr-CA') }));
      expect(smsSize(text), text).toMatchObject({ encoding: 'GSM-7', segments: 1 });
      expect(text.endsWith(' https://status.example.ca/')).toBe(true);
    }
    expect(smsText(french({ ...payload, type: 'service.recovered', summary: summaryOf('service.recovered', 'Sun Life', 'fr-CA') }))).toBe(
      'Summit Dental IT : Sun Life est de nouveau en ligne. https://status.example.ca/',
    );
  });

  it('text the confirmation code in French, in GSM-7 and one segment, the code whole', () => {
    const text = smsCodeText('Summit Dental IT', '482913', 'fr-CA');
    expect(text).toBe(
      "Alertes d'état Summit Dental IT : votre code est 482913. Il expire dans 10 minutes. Si vous n'avez pas demandé d'alertes par texto, ignorez ce message.",
    );
    expect(smsSize(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    // A long provider name costs a second segment, never the code.
    const long = smsCodeText(`Clinique dentaire ${'très '.repeat(30)}`, '482913', 'fr-CA');
    expect(smsSize(long)).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    expect(long).toContain('votre code est 482913.');
  });

  it('keep English for deliveries queued before channels had a language', () => {
    expect(payload).not.toHaveProperty('locale');
    expect(smsText(payload)).toBe('Summit Dental IT: Scheduled maintenance started: Manulife maintenance. https://status.example.ca/');
  });
});
