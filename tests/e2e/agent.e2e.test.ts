/**
 * The agency centre (issue 7) against the built site and the reference platform: the demo agent
 * signs in, answers the pending daily-salary alert with Go and accepts the contract; sees team
 * counts that match the seeded team (computed here from the database, not from the API);
 * registers a downline that then appears in the team list and can sign in; a member opening
 * /m/agent lands on /m/home; a whitelabel flag hides its tile.
 *
 * E2E_SITE_DIR=/path/to/build runs against another build than dist/site (with E2E_REBUILD=0).
 */
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { collectConsoleErrors, scaled, type E2EBrowser, type Platform, useE2E, submitLogin } from './harness.ts';

let platform: Platform;
let browser: E2EBrowser;

useE2E((started) => ({ platform, browser } = started));

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(platform.url + path);
  return { page, errors };
}

/**
 * Answers the contract alert. The announcement popup (§4: execution A for logged-in players)
 * opens on /m/home shortly after a sign-in, over the alert: close it first, as a player would,
 * whenever it comes.
 */
async function answerAlert(page: Page, button: 'Go' | 'Cancel') {
  const alert = page.getByRole('dialog', { name: 'Notice' });
  const close = page.locator('mc-announcement-popup [part="close"]');
  for (let attempt = 0; attempt < 30; attempt++) {
    if (await close.isVisible()) {
      await close.click();
      await close.waitFor({ state: 'hidden' });
    }
    try {
      // A second, times the machine's timeout scale: on a loaded machine the dialog's frames come
      // slowly, and the click waits for two of them with the same box.
      await alert.getByRole('button', { name: button }).click({ timeout: scaled(1000) });
      return;
    } catch {
      // something opened on top: look again
    }
  }
  throw new Error(`could not answer the contract alert with ${button}`);
}

/** Today's team figures straight from the platform's database (local day, as the KPI call reads it). */
function seededTeamToday(account: string) {
  const db = new Database(join(platform.dataDir, 'platform.db'), { readonly: true });
  try {
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    const from = start.getTime();
    const to = from + 86_400_000;
    const me = (db.prepare('SELECT id FROM users WHERE account = ?').get(account) as { id: number }).id;
    const team = (
      db
        .prepare(`WITH RECURSIVE t(id) AS (SELECT id FROM users WHERE parent_id = ? UNION ALL SELECT u.id FROM users u JOIN t ON u.parent_id = t.id)
      SELECT id FROM t`)
        .all(me) as { id: number }[]
    ).map((r) => r.id);
    const ids = team.join(',');
    const n = (sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n;
    return {
      size: team.length,
      login: n(`SELECT COUNT(DISTINCT user_id) AS n FROM login_events WHERE user_id IN (${ids}) AND at >= ? AND at < ?`, from, to),
      bet: n(`SELECT COUNT(DISTINCT user_id) AS n FROM bets WHERE user_id IN (${ids}) AND created_at >= ? AND created_at < ?`, from, to),
      register: n(`SELECT COUNT(*) AS n FROM users WHERE id IN (${ids}) AND reg_at >= ? AND reg_at < ?`, from, to),
      online: n(
        `SELECT COUNT(*) AS n FROM users u WHERE u.id IN (${ids}) AND (u.simulated_online = 1
        OR EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > ?))`,
        Date.now(),
      ),
    };
  } finally {
    db.close();
  }
}

const counts = (page: Page) => page.locator('mc-agent-home .count dd').allTextContents();

describe('the demo agent', () => {
  it('answers the pending contract alert with Go and accepts the daily salary contract (whose code only a sign-in loads)', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    // The alerts' element is on every page; the contract calls' code comes with the first sign-in.
    const contractCode: string[] = [];
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reads.push(
        response.text().then(
          (body) => void (body.includes('/wps/agent/contract/requests') && contractCode.push(new URL(response.url()).pathname)),
          () => undefined,
        ),
      );
    });
    const contractCodeSoFar = async () => (await Promise.all(reads), contractCode);
    await page.goto(`${platform.url}/m/login`);
    await page.locator('mc-site > [slot="first-screen"]').waitFor({ state: 'detached' });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await contractCodeSoFar()).toEqual([]);
    await submitLogin(page, 'agent', 'agent1234');
    await page.waitForURL('**/m/home');
    const alert = page.getByRole('dialog', { name: 'Notice' });
    await alert.waitFor();
    await expect.poll(() => alert.textContent()).toContain('You have a daily salary contract offer. Open it now?');
    expect(await contractCodeSoFar()).not.toEqual([]);
    await answerAlert(page, 'Go');
    await page.waitForURL('**/m/member/agent/getSalaryContract');
    const contract = page.locator('mc-salary-contract');
    await expect.poll(() => contract.locator('.terms').textContent()).toContain('Daily salary: 0.5% of team stake');
    await expect.poll(() => contract.locator('.status').textContent()).toBe('Waiting for your answer');
    await contract.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => contract.locator('.status').textContent()).toBe('Accepted');
    await page.locator('mc-toast').getByText('Contract accepted').waitFor();

    // Answered: the next sign-in asks nothing, and the page has no open offer any more.
    await page.reload();
    await contract.getByText('No contract offer is waiting for you.').waitFor();
    expect(errors).toEqual([]);
  });

  it('opens the agency centre and sees today’s team counts of the seeded team', async () => {
    const { page, errors } = await open('/m/login');
    await submitLogin(page, 'agent', 'agent1234');
    await page.waitForURL('**/m/home');
    await page.goto(platform.url + '/m/agent');
    // The greeting names the session's user at once and the nickname once member info arrives.
    await expect.poll(() => page.locator('mc-agent-home .greeting').textContent()).toMatch(/^Good (morning|afternoon|evening), Agent Ace$/);
    await expect.poll(async () => (await counts(page)).every((c) => /^\d+$/.test(c))).toBe(true);
    const seeded = seededTeamToday('agent');
    expect(seeded.size).toBe(18); // 10 members, 2 sub-agents, their 6 members
    expect(await counts(page)).toEqual([seeded.login, seeded.bet, seeded.register, seeded.online].map(String));
    expect(seeded.login).toBeGreaterThan(0); // the seed gives the team activity today
    expect(await page.locator('mc-agent-home .tile').count()).toBe(11);
    expect(await page.locator('mc-header').count()).toBe(0);
    expect(await page.locator('mc-footer').count()).toBe(0);

    // A tile leads to its page, which shows the team.
    await page.locator('mc-agent-home [data-tile="teamOverview"]').click();
    await page.waitForURL('**/m/agent/team/overview');
    await expect.poll(() => page.locator('mc-team-overview .stat dd').first().textContent()).toBe('18');
    expect(errors).toEqual([]);
  });

  it('registers a downline that appears in the team list and can sign in', async () => {
    const { page, errors } = await open('/m/login');
    await submitLogin(page, 'agent', 'agent1234');
    await page.waitForURL('**/m/home');
    await page.goto(platform.url + '/m/agentRegister');
    const form = page.locator('mc-agent-register');
    await form.getByLabel('Username').fill('member01');
    await form.getByLabel('Password', { exact: true }).click(); // leaving the field checks the name
    await form.getByText('Username already exists').first().waitFor();

    await form.getByLabel('Username').fill('e2ekid01');
    await form.getByLabel('Password', { exact: true }).fill('kid12345');
    await form.getByText('This username is available').waitFor();
    await form.getByLabel('Confirm password').fill('kid12345');
    await form.getByRole('button', { name: 'Register downline' }).click();
    await form.getByText('e2ekid01 is now in your team.').waitFor();
    await page.locator('mc-agent-affiliate').getByText('Code AFF001').waitFor(); // links with QR codes below the form
    expect(await page.locator('mc-agent-affiliate svg.qr').count()).toBe(2);

    await form.getByRole('button', { name: 'See team members' }).click();
    await page.waitForURL('**/m/member/team');
    const first = page.locator('mc-team-members [part="member"]').first();
    await expect.poll(() => first.getAttribute('data-account')).toBe('e2ekid01');
    await page.locator('mc-team-members').getByPlaceholder('Search account').fill('e2ekid');
    await page.locator('mc-team-members').getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.locator('mc-team-members [part="member"]').count()).toBe(1);
    expect(errors).toEqual([]);

    // The downline signs in (and, as a first login, is asked for a new password).
    const other = await open('/m/login');
    await submitLogin(other.page, 'e2ekid01', 'kid12345');
    await other.page.waitForURL('**/m/changePsw');
    const stored = await other.page.evaluate(
      () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { userName: string; type: number } | null,
    );
    expect(stored).toMatchObject({ userName: 'e2ekid01', type: 0 });
    expect(other.errors).toEqual([]);
  });
});

describe('who may open the agency centre', () => {
  it('a member opening /m/agent lands on /m/home', async () => {
    const { page, errors } = await open('/m/login');
    await submitLogin(page, 'demo', 'demo1234');
    await page.waitForURL('**/m/home');
    await page.goto(platform.url + '/m/agent');
    await page.waitForURL('**/m/home');
    expect(await page.locator('mc-agent-home .tile').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a visitor opening /m/agent/home lands on /m/home', async () => {
    const { page, errors } = await open('/m/agent/home');
    await page.waitForURL('**/m/home');
    expect(errors).toEqual([]);
  });

  it('a sub-agent (type 2) gets its hourly salary alert and may open the agency centre', async () => {
    const { page, errors } = await open('/m/login');
    await submitLogin(page, 'subagent1', 'member1234');
    await page.waitForURL('**/m/home');
    const alert = page.getByRole('dialog', { name: 'Notice' });
    await expect.poll(() => alert.textContent()).toContain('You have an hourly salary contract offer. Open it now?');
    await answerAlert(page, 'Cancel');
    await page.goto(platform.url + '/m/agent');
    await page.locator('mc-agent-home .tile').first().waitFor();
    expect(page.url()).toContain('/m/agent');
    expect(errors).toEqual([]);
  });
});

describe('the merchant’s agent menu', () => {
  it('a flag switched off on the platform hides its tile, and the dividend link goes with AGDIVIDEND', async () => {
    await platform.admin({ whitelabel: { AGTEAMPNL: false, AGDIVIDEND: false } });
    try {
      const { page, errors } = await open('/m/login');
      await submitLogin(page, 'subagent2', 'member1234');
      await page.waitForURL('**/m/home');
      await page.getByRole('dialog', { name: 'Notice' }).waitFor();
      await answerAlert(page, 'Cancel');
      await page.goto(platform.url + '/m/agent');
      await page.locator('mc-agent-home .tile').first().waitFor();
      const tiles = await page.locator('mc-agent-home .tile').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.tile));
      expect(tiles).not.toContain('teamPnl');
      expect(tiles).toHaveLength(10);
      expect(await page.locator('mc-agent-home [data-link="dividend"]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await platform.reset();
    }
  });
});
