import Fastify from 'fastify';
import { registerWidgetScripts } from './widget-scripts';

describe('stand-in widget scripts (spec 000 §1, §7)', () => {
  const build = async () => {
    const app = Fastify();
    registerWidgetScripts(app);
    await app.ready();
    return app;
  };

  it('serves the support widget for a key, with the messenger API', async () => {
    const app = await build();
    const response = await app.inject({ url: '/support/widget.js?key=abc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/javascript');
    expect(response.body).toContain('window.zE = api');
    expect(response.body).toContain("'unreadMessages'");
    expect((await app.inject({ url: '/support/widget.js' })).statusCode).toBe(400);
  });

  it('holds the unread count tests set', async () => {
    const app = await build();
    await app.inject({ method: 'POST', url: '/__sandbox/support', payload: { unread: 2 } });
    expect((await app.inject({ url: '/support/state' })).json()).toEqual({ unread: 2 });
  });

  it('serves the CRM inbox with init and logout', async () => {
    const app = await build();
    const response = await app.inject({ url: '/crm/inbox.js' });
    expect(response.body).toContain('window.CrmInbox');
    expect(response.body).toContain('init(options)');
  });
});
