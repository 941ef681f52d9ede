// API pages of a real-world shape at a phone's width, in Chromium: names of forty letters and more
// (schemas, tags, operationIds without a summary), enums of long values in the Try-it form, long
// example values. None may make the page wider than the screen (the page would scroll sideways).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, runBrowserTests, watchedPage } from './helpers/browser.js';
import { copyFixture, type SiteCopy } from './helpers/cli.js';
import type { StaticServer } from './helpers/static-server.js';

const LONG = 'OrganizationProjectServiceAccountApiKeyCreatedByAdministrator';
const spec = {
  openapi: '3.1.0',
  info: { title: 'Long names', version: '1' },
  tags: [{ name: `Api20100401${LONG}` }],
  paths: {
    '/keys/{key_identifier_of_the_service_account}': {
      post: {
        tags: [`Api20100401${LONG}`],
        operationId: `create${LONG}ForTheProject`,
        parameters: [
          { name: 'key_identifier_of_the_service_account', in: 'path', required: true, schema: { type: 'string' } },
          { name: `event_type_${LONG.toLowerCase()}`, in: 'query', schema: { type: 'string', enum: [`ACCESS_GRANTED_${LONG.toUpperCase()}`, 'ACCESS_REVOKED'] } },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  // A property's own name of one long word (a row's name).
                  [`edit_team_visibility_or_trash_team_${LONG.toLowerCase()}`]: { type: 'string' },
                  source: { oneOf: [{ $ref: `#/components/schemas/Create${LONG}DataSourceConfig` }, { type: 'string' }] },
                  kind: { type: 'string', const: `organization.project.service_account.api_key.${LONG.toLowerCase()}` },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
  },
  components: {
    schemas: {
      [`Create${LONG}DataSourceConfig`]: { type: 'object', properties: { [`${LONG}_identifier`]: { type: 'string', example: `${LONG}.${LONG}` } } },
    },
  },
};

describe.skipIf(!runBrowserTests)('API pages of long names at a phone’s width', () => {
  let copy: SiteCopy;
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    copy = copyFixture('hostile-base', {
      'openapi.json': JSON.stringify(spec),
      'ssg.config.ts': "export default { title: 'Hostile', url: 'https://example.com', blog: false, openapi: { source: 'openapi.json' } };\n",
    });
    ({ browser, server } = await buildAndServe(copy));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    copy?.remove();
  });

  it.each([
    ['the info page', '/docs/api/long-names', false],
    ['the operation page, its Try-it form hydrated', '/docs/api/create-organization-project-service-account-api-key-created-by-administrator-for-the-project', true],
  ])('%s fits 390 pixels', async (_name, route, console) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const { page, errors } = await watchedPage(context);
    await page.goto(`${server.origin}${route}`, { waitUntil: 'load' });
    if (console) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForSelector('ssg-island[data-island="ApiConsole"][data-hydrated]', { state: 'attached', timeout: 10_000 });
      expect(await page.$$eval('.ssg-console select option', (options) => options.map((option) => option.textContent))).toContain('ACCESS_GRANTED_ORGANIZATIONPROJECTSERVICEACCOUNTAPIKEYCREATEDBYADMINISTRATOR');
    }
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    expect(errors).toEqual([]);
    await context.close();
  });
});
