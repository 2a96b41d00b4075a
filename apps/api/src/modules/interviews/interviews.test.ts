import type { EmployerPipelineCandidate, Interview } from '@bayti/data/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Env } from '../../config';
import { events, users } from '../../db/schema';
import { deliverEvents } from '../../jobs/deliver-events';
import { mailAttachments } from '../../jobs/deliver-events-attachments';
import { runInterviewReminders } from '../../jobs/interview-reminders';
import { idleQueue } from '../../jobs/queue';
import { createMailTransport } from '../../mail/create-transport';
import { callAs, registerFamily, type TestFamily } from '../../test/families';
import { body, startTestApp, type TestApp } from '../../test/harness';
import { ensurePlan, newListedCandidate, shortlist } from '../../test/hiring';
import { smtpServer, type SmtpStandIn } from '../../test/smtp-server';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

let t: TestApp;
let smtp: SmtpStandIn;
let env: Env;
beforeAll(async () => {
  smtp = await smtpServer();
  env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
  t = await startTestApp(env);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Candidate = Awaited<ReturnType<typeof newListedCandidate>>;

const interviewOf = (response: LightMyRequestResponse) =>
  body<{ data: { interview: Interview } }>(response).data.interview;
const errorOf = (response: LightMyRequestResponse) =>
  body<{ error: { code: string; messageId: string; fields?: Record<string, string> } }>(response)
    .error;
const rowOf = async (family: TestFamily, entryId: number) =>
  body<{ data: { items: EmployerPipelineCandidate[] } }>(
    await family.call({ method: 'GET', url: '/api/employer/pipeline' }),
  ).data.items.find((row) => row.id === entryId)!;
const eventsOf = (type: string, recipient: number) =>
  t.database.db
    .select()
    .from(events)
    .where(eq(events.type, type as never))
    .then((rows) => rows.filter((row) => row.recipientIds.includes(recipient)));

/** The users of the candidate's listing agency (its owner first). */
const agencyOwners = (candidate: Candidate) =>
  t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.agencyId, candidate.agencyId), eq(users.role, 'agency')));
const agencyOwnerIds = async (candidate: Candidate) =>
  (await agencyOwners(candidate)).map((owner) => owner.id);

/** Sends what the events outbox holds, with its attachments, to the SMTP stand-in. */
async function deliverNow() {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const log = (t.app as FastifyInstance).log;
  await deliverEvents({
    db: t.database.db,
    clock: t.clock,
    mail: createMailTransport(config, t.database.db, log, t.clock),
    log,
    publicUrl: 'https://bayti.test',
    attachments: mailAttachments({ db: t.database.db, config }),
  });
}

/** A whole minute `hours` from the clock's now. */
const hoursAhead = (hours: number) =>
  new Date(Math.floor((t.clock.now().getTime() + hours * HOUR_MS) / MINUTE_MS) * MINUTE_MS);

/** The same instant written in another time zone: `2026-12-02T14:00:00+05:30`. */
function inOffset(instant: Date, offsetMinutes: number): string {
  const local = new Date(instant.getTime() + offsetMinutes * MINUTE_MS).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}

/** A family with a plan and a fresh listed candidate (with her agency) on her list. */
async function familyAndCandidate() {
  const family = await registerFamily(t.app, 'Amal Al Mansouri');
  await ensurePlan(t, family);
  const candidate = await newListedCandidate(t);
  const entry = await shortlist(family, candidate.id);
  return { family, candidate, entry };
}

const propose = (family: TestFamily, entryId: number, payload: object) =>
  family.call({ method: 'POST', url: `/api/employer/pipeline/${entryId}/interviews`, payload });

const agencyAnswers = (candidate: Candidate, id: number, payload: object) =>
  callAs(t.app, candidate.agencyToken, {
    method: 'POST',
    url: `/api/agency/interviews/${id}/answer`,
    payload,
  });

/** A video interview proposed at `slots`, answered by nobody yet. */
async function proposed(slots: Date[]) {
  const setup = await familyAndCandidate();
  const sent = await propose(setup.family, setup.entry.id, {
    slots: slots.map((slot) => slot.toISOString()),
    mode: 'video',
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return { ...setup, interview: interviewOf(sent) };
}

describe('proposing an interview', () => {
  it('sends one to three times to the listing agency and moves the row to interview', async () => {
    const { family, candidate, entry } = await familyAndCandidate();
    const first = hoursAhead(50);
    const second = hoursAhead(26);
    const third = hoursAhead(74);
    const sent = await propose(family, entry.id, {
      // Written in three time zones; read back in UTC, earliest first.
      slots: [inOffset(first, 240), inOffset(second, 330), inOffset(third, -240)],
      mode: 'video',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const interview = interviewOf(sent);
    expect(interview).toMatchObject({
      status: 'proposed',
      mode: 'video',
      place: null,
      agreedAt: null,
      durationMinutes: 30,
      candidate: { id: candidate.id, name: candidate.name },
      family: { id: family.id, name: 'Amal Al Mansouri' },
      slots: [second, first, third].map((slot) => slot.toISOString()),
    });
    expect(interview.videoUrl).toMatch(/^https:\/\/meet\.jit\.si\/Bayti-[A-Za-z0-9_-]{20,}$/);

    // The Candidates table shows the earliest time, as a Dubai day and time.
    const dubai = new Date(second.getTime() + 4 * HOUR_MS).toISOString();
    expect(await rowOf(family, entry.id)).toMatchObject({
      status: 'interview',
      interviewDate: dubai.slice(0, 10),
      interviewTime: dubai.slice(11, 16),
    });
    const seen = await callAs(t.app, candidate.agencyToken, {
      method: 'GET',
      url: '/api/agency/interviews',
    });
    expect(body<{ data: { items: Interview[] } }>(seen).data.items.map((i) => i.id)).toEqual([
      interview.id,
    ]);
    const [agencyOwner] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.agencyId, candidate.agencyId));
    const [told] = await eventsOf('interview.proposed', agencyOwner!.id);
    expect(told?.link).toBe('/dashboard/agency/interviews');
    expect(told?.params).toMatchObject({ candidate: candidate.name, mode: 'video' });
  });

  it('refuses past, too soon, too far and repeated times, each on its field', async () => {
    const { family, entry } = await familyAndCandidate();
    const refused = await propose(family, entry.id, {
      slots: [hoursAhead(-1).toISOString(), hoursAhead(1).toISOString(), hoursAhead(61 * 24)],
      mode: 'video',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(errorOf(refused).fields ?? {})).toEqual(['slots.0', 'slots.1', 'slots.2']);

    const slot = hoursAhead(30);
    const twice = await propose(family, entry.id, {
      // The same instant in two time zones is the same time.
      slots: [slot.toISOString(), inOffset(slot, 330)],
      mode: 'video',
    });
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice).fields).toEqual({ 'slots.1': 'You proposed this time twice.' });

    const four = await propose(family, entry.id, {
      slots: [30, 31, 32, 33].map((hours) => hoursAhead(hours).toISOString()),
      mode: 'video',
    });
    expect(four.statusCode).toBe(400);
    expect(errorOf(four).fields?.slots).toBe('Propose at most 3 interview times');

    const nowhere = await propose(family, entry.id, {
      slots: [slot.toISOString()],
      mode: 'in_person',
    });
    expect(nowhere.statusCode).toBe(400);
    expect(errorOf(nowhere).fields).toEqual({ place: 'Enter where you will meet' });
    expect((await rowOf(family, entry.id)).status).toBe('shortlisted');
  });

  it('needs a running plan (403 plan_required), and nothing is proposed', async () => {
    const family = await registerFamily(t.app);
    const candidate = await newListedCandidate(t);
    const entry = await shortlist(family, candidate.id);
    const sent = await propose(family, entry.id, {
      slots: [hoursAhead(30).toISOString()],
      mode: 'video',
    });
    expect(sent.statusCode).toBe(403);
    expect(errorOf(sent).code).toBe('plan_required');
    expect((await rowOf(family, entry.id)).status).toBe('shortlisted');
  });

  it('keeps one open interview per row; an in-person one carries its place', async () => {
    const { family, entry } = await familyAndCandidate();
    const sent = await propose(family, entry.id, {
      slots: [hoursAhead(30).toISOString()],
      mode: 'in_person',
      place: 'Café Bateel, Dubai Mall',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(interviewOf(sent)).toMatchObject({ place: 'Café Bateel, Dubai Mall', videoUrl: null });
    const again = await propose(family, entry.id, {
      slots: [hoursAhead(40).toISOString()],
      mode: 'video',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).messageId).toBe('interviews.alreadyOpen');
  });
});

describe('answering an interview', () => {
  it('picks a slot written in another time zone (+05:30 and -04:00) as the same instant', async () => {
    const slot = hoursAhead(48);
    const { candidate, interview } = await proposed([slot, hoursAhead(72)]);
    const picked = await agencyAnswers(candidate, interview.id, {
      answer: 'pick',
      slot: inOffset(slot, 330),
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(interviewOf(picked)).toMatchObject({
      status: 'agreed',
      agreedAt: slot.toISOString(),
    });

    const other = await proposed([slot]);
    const fromNewYork = await agencyAnswers(other.candidate, other.interview.id, {
      answer: 'pick',
      slot: inOffset(slot, -240),
    });
    expect(fromNewYork.statusCode, fromNewYork.body).toBe(200);
    expect(interviewOf(fromNewYork).agreedAt).toBe(slot.toISOString());
  });

  it('refuses a time that was not proposed, and another agency gets 404', async () => {
    const slot = hoursAhead(48);
    const { candidate, interview } = await proposed([slot]);
    const wrong = await agencyAnswers(candidate, interview.id, {
      answer: 'pick',
      // Dubai's 12:30 is not India's 12:30.
      slot: inOffset(new Date(slot.getTime() + 90 * MINUTE_MS), 330),
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields).toEqual({
      slot: 'Pick one of the times the family proposed.',
    });
    const agencyB = await newListedCandidate(t);
    const stranger = await agencyAnswers(agencyB, interview.id, {
      answer: 'pick',
      slot: slot.toISOString(),
    });
    expect(stranger.statusCode).toBe(404);
    const list = await callAs(t.app, agencyB.agencyToken, {
      method: 'GET',
      url: '/api/agency/interviews',
    });
    expect(body<{ data: { items: Interview[] } }>(list).data.items).toEqual([]);
  });

  it('declines with a note; the family hears it and may propose again', async () => {
    const { family, candidate, entry, interview } = await proposed([hoursAhead(30)]);
    const declined = await agencyAnswers(candidate, interview.id, {
      answer: 'decline',
      note: 'She is travelling that week.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(interviewOf(declined)).toMatchObject({
      status: 'declined',
      declineNote: 'She is travelling that week.',
    });
    const [told] = await eventsOf('interview.declined', family.id);
    expect(told?.params).toMatchObject({ candidate: candidate.name });
    const twice = await agencyAnswers(candidate, interview.id, { answer: 'decline' });
    expect(twice.statusCode).toBe(409);
    const again = await propose(family, entry.id, {
      slots: [hoursAhead(50).toISOString()],
      mode: 'video',
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('lets the family cancel an open interview once', async () => {
    const { family, candidate, interview } = await proposed([hoursAhead(30)]);
    const url = `/api/employer/interviews/${interview.id}/cancel`;
    const cancelled = await family.call({ method: 'POST', url });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(interviewOf(cancelled).status).toBe('cancelled');
    expect((await family.call({ method: 'POST', url })).statusCode).toBe(409);
    const late = await agencyAnswers(candidate, interview.id, {
      answer: 'pick',
      slot: interview.slots[0],
    });
    expect(late.statusCode).toBe(409);
    // The agency is told once; the family, who cancelled times nobody had agreed to, is not.
    const owners = await agencyOwnerIds(candidate);
    const told = await eventsOf('interview.cancelled', owners[0]!);
    expect(told.map((event) => event.params)).toEqual([
      expect.objectContaining({ interview: String(interview.id), by: 'family', agreed: 'no' }),
    ]);
    expect(await eventsOf('interview.cancelled', family.id)).toEqual([]);
    // Her row no longer shows the cancelled times.
    const row = await rowOf(family, interview.pipelineEntryId);
    expect([row.interviewDate, row.interviewTime]).toEqual([null, null]);
  });

  it('is not cancelled once its agreed time has come: its outcome is recorded instead', async () => {
    const slot = hoursAhead(3);
    const { family, candidate, interview } = await proposed([slot]);
    const picked = await agencyAnswers(candidate, interview.id, {
      answer: 'pick',
      slot: slot.toISOString(),
    });
    expect(picked.statusCode, picked.body).toBe(200);
    t.clock.advance(4 * HOUR_MS);
    const url = `/api/employer/interviews/${interview.id}/cancel`;
    const late = await family.call({ method: 'POST', url });
    expect(late.statusCode, late.body).toBe(409);
    expect(errorOf(late).messageId).toBe('interviews.alreadyDue');
    expect(await eventsOf('interview.cancelled', family.id)).toEqual([]);
  });
});

describe('the agreed interview', () => {
  it('emails both sides its .ics calendar invitation', async () => {
    const slot = hoursAhead(48);
    const { family, candidate, interview } = await proposed([slot]);
    // Only the agreement is mailed here: the file's earlier news (plans, invoices) is not.
    await t.database.db
      .update(events)
      .set({ deliveredAt: t.clock.now() })
      .where(isNull(events.deliveredAt));
    const picked = await agencyAnswers(candidate, interview.id, {
      answer: 'pick',
      slot: slot.toISOString(),
    });
    expect(picked.statusCode, picked.body).toBe(200);
    await deliverNow();

    const subject = `Interview agreed: ${candidate.name} with Amal Al Mansouri`;
    const mail = smtp.received.find(
      (m) => m.envelope.to.includes(family.email) && m.mail.subject === subject,
    );
    expect(mail, smtp.received.map((m) => m.mail.subject).join(', ')).toBeDefined();
    const [ics, ...more] = mail!.mail.attachments;
    expect(more).toEqual([]);
    expect(ics?.contentType).toBe('text/calendar');
    const text = ics!.content.toString('utf8').replace(/\r\n[ \t]/g, '');
    const utc = slot.toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(text).toContain(`DTSTART:${utc}Z`);
    expect(text).toContain(`SUMMARY:Interview: ${candidate.name} with Amal Al Mansouri`);
    expect(text).toContain(`URL:${interview.videoUrl}`);
    expect(text).toContain(`LOCATION:${interview.videoUrl}`);
    expect(text).toContain('DURATION:PT30M');
    // An iTIP request from Bayti to both sides, both already accepted.
    expect(text).toContain('METHOD:REQUEST');
    expect(text).toMatch(/ORGANIZER;CN="?Bayti"?:mailto:no-reply@bayti\.ae/i);
    const attendees = text.split('\r\n').filter((line) => line.startsWith('ATTENDEE'));
    expect(attendees).toHaveLength(1 + (await agencyOwners(candidate)).length);
    expect(attendees.join('\n')).toContain(`mailto:${family.email}`);

    // The agency's member gets the same invitation.
    const [owner] = await agencyOwners(candidate);
    const agencyMail = smtp.received.find(
      (m) => m.envelope.to.includes(owner!.email) && m.mail.subject === subject,
    );
    expect(agencyMail?.mail.attachments.map((a) => a.contentType)).toEqual(['text/calendar']);
  });

  it('once cancelled, mails both sides the cancellation of the invitation', async () => {
    const slot = hoursAhead(72);
    const { family, candidate, interview } = await proposed([slot]);
    const picked = await agencyAnswers(candidate, interview.id, {
      answer: 'pick',
      slot: slot.toISOString(),
    });
    expect(picked.statusCode, picked.body).toBe(200);
    await deliverNow();
    const cancelled = await family.call({
      method: 'POST',
      url: `/api/employer/interviews/${interview.id}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await deliverNow();

    const [owner] = await agencyOwners(candidate);
    const mails = [
      { to: family.email, subject: `You cancelled the interview with ${candidate.name}` },
      {
        to: owner!.email,
        subject: `Amal Al Mansouri cancelled the interview with ${candidate.name}`,
      },
    ].map(({ to, subject }) => {
      const mail = smtp.received.find(
        (m) => m.envelope.to.includes(to) && m.mail.subject === subject,
      );
      expect(mail, smtp.received.map((m) => m.mail.subject).join(', ')).toBeDefined();
      return mail!;
    });
    for (const mail of mails) {
      const [ics, ...more] = mail.mail.attachments;
      expect(more).toEqual([]);
      expect(ics?.contentType).toBe('text/calendar');
      const text = ics!.content.toString('utf8').replace(/\r\n[ \t]/g, '');
      // The same UID as the invitation, a later sequence: calendars drop the entry.
      expect(text).toContain('METHOD:CANCEL');
      expect(text).toContain('STATUS:CANCELLED');
      expect(text).toContain(`UID:interview-${interview.id}@bayti`);
      expect(text).toContain('SEQUENCE:1');
      // The same organizer and attendees as the invitation it cancels (RFC 5546).
      expect(text).toMatch(/ORGANIZER;CN="?Bayti"?:mailto:no-reply@bayti\.ae/i);
      expect(text).toContain(`mailto:${family.email}`);
    }
  });

  it('reminds both sides 24 hours and 1 hour before, once each', async () => {
    const slot = hoursAhead(72);
    const { family, candidate, interview } = await proposed([slot]);
    await agencyAnswers(candidate, interview.id, { answer: 'pick', slot: slot.toISOString() });
    const remind = () =>
      runInterviewReminders({ db: t.database.db, clock: t.clock, jobs: idleQueue });
    const reminders = async () =>
      (await eventsOf('interview.reminder', family.id))
        .filter((row) => row.params.candidate === candidate.name)
        .map((row) => row.params.when);

    await remind();
    expect(await reminders()).toEqual([]);
    t.clock.advance(slot.getTime() - t.clock.now().getTime() - 23 * HOUR_MS);
    await remind();
    await remind();
    expect(await reminders()).toEqual(['24h']);
    t.clock.advance(22 * HOUR_MS + 10 * MINUTE_MS);
    await remind();
    await remind();
    expect(await reminders()).toEqual(['24h', '1h']);
    const told = await t.database.db
      .select()
      .from(events)
      .where(eq(events.dedupeKey, `interview-reminder:${interview.id}:1h`));
    expect(told).toHaveLength(1);
    expect(told[0]?.link).toBe('/dashboard/agency/interviews');
  });

  it('takes its outcome only after its time, and moves the row', async () => {
    const slot = hoursAhead(3);
    const { family, candidate, entry, interview } = await proposed([slot]);
    await agencyAnswers(candidate, interview.id, { answer: 'pick', slot: slot.toISOString() });
    const url = `/api/employer/interviews/${interview.id}/outcome`;
    const early = await family.call({
      method: 'POST',
      url,
      payload: { outcome: 'held', next: 'selected' },
    });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).messageId).toBe('interviews.notYet');

    t.clock.advance(4 * HOUR_MS);
    await family.renew();
    const held = await family.call({
      method: 'POST',
      url,
      payload: { outcome: 'held', next: 'selected' },
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(interviewOf(held).status).toBe('held');
    expect(await rowOf(family, entry.id)).toMatchObject({
      status: 'selected',
      selectionType: 'Agency',
    });
    const twice = await family.call({
      method: 'POST',
      url,
      payload: { outcome: 'no_show', next: 'keep' },
    });
    expect(twice.statusCode).toBe(409);
  });
});
