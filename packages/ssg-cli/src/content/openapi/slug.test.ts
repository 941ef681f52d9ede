import { describe, expect, it } from 'vitest';
import { infoSlug, operationSlugs, slugify } from './slug.js';

const operationSlug = (operation: Parameters<typeof operationSlugs>[0]): string | undefined => operationSlugs(operation)[0];

describe('operationSlugs', () => {
  it('turns an operationId into a slug with `_` as `-`', () => {
    expect(operationSlug({ operationId: 'create_session_event', method: 'post', path: '/api/sessions/{id}/events/stream' })).toBe('create-session-event');
    expect(operationSlug({ operationId: 'list_agents', method: 'get', path: '/api/agents' })).toBe('list-agents');
  });

  it('splits camelCase operationIds into words', () => {
    expect(operationSlug({ operationId: 'listPets', method: 'get', path: '/pets' })).toBe('list-pets');
  });

  it('falls back to method and path without an operationId', () => {
    expect(operationSlug({ method: 'get', path: '/pets/{petId}' })).toBe('get-pets-petid');
    expect(operationSlug({ operationId: '', method: 'put', path: '/pets/{petId}/photo' })).toBe('put-pets-petid-photo');
  });

  it('keeps a slug made from a path with its query written in to the length of a folder name', () => {
    // As ShipStation's description writes its searches: 312 bytes of slug, more than a folder's name may have.
    const path = '/fulfillments?fulfillmentId={fulfillmentId}&orderId={orderId}&orderNumber={orderNumber}&trackingNumber={trackingNumber}&recipientName={recipientName}&createDateStart={createDateStart}&createDateEnd={createDateEnd}&shipDateStart={shipDateStart}&shipDateEnd={shipDateEnd}';
    const slug = operationSlug({ method: 'get', path });
    expect(slug).toMatch(/^get-fulfillments-fulfillmentid-fulfillmentid-orderid-orderid-[a-z-]+-[0-9a-f]{8}$/);
    expect(slug!.length).toBeLessThanOrEqual(120);
    expect(operationSlug({ method: 'get', path: `${path}&page={page}` })).not.toBe(slug);
    // Twilio's longest paths (118 bytes of slug) are left as they are.
    const twilio = '/Accounts/{AccountSid}/SIP/IpAccessControlLists/{IpAccessControlListSid}/IpAddresses/{IpAddressSid}.json';
    expect(operationSlug({ method: 'delete', path: twilio })).toBe('delete-accounts-accountsid-sip-ipaccesscontrollists-ipaccesscontrollistsid-ipaddresses-ipaddresssid-json');
  });
});

describe('infoSlug', () => {
  it('slugs the API title without splitting words', () => {
    expect(infoSlug('FastAPI')).toBe('fastapi');
    expect(infoSlug('Pet Store')).toBe('pet-store');
    expect(infoSlug('🚀')).toBe('introduction');
    expect(infoSlug('The API of '.repeat(20)).length).toBeLessThanOrEqual(120);
  });

  it('drops accents and punctuation', () => {
    expect(slugify('Café — API v2!')).toBe('cafe-api-v2');
  });
});
