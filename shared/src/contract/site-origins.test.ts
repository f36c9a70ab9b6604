import { contentSecurityPolicyOf, permissionsPolicyOf, siteOriginsOf, siteOriginsSchema } from './site-origins';

describe('siteOriginsOf', () => {
  it('takes the local sandbox’s origins when nothing is set', () => {
    expect(siteOriginsOf({})).toEqual({
      site: 'http://localhost:3000',
      remotes: ['http://localhost:4000'],
      platform: ['http://localhost:4000'],
      content: ['http://localhost:4000'],
      walletSocket: ['ws://localhost:4000'],
      launchers: ['http://localhost:4000'],
      sportsbook: ['http://127.0.0.1:4000'],
      payments: ['http://127.0.0.1:4000'],
      support: ['http://localhost:4000'],
      crm: ['http://localhost:4000'],
      reportUrl: 'http://localhost:4000/security/csp-reports',
    });
  });

  it('reads a production configuration: origins only, lists split on commas, repeats dropped', () => {
    const origins = siteOriginsOf({
      SITE_ORIGIN: 'https://www.nova.example/',
      PLATFORM_URL: 'https://api.nova.example/v1',
      FIELD_DATA_URL: 'https://vitals.nova.example/collect',
      MANIFEST_URL: 'https://cdn.nova.example/releases/manifest.json',
      REMOTE_ORIGINS: 'https://cdn.nova.example/a, https://cdn2.nova.example,https://cdn.nova.example',
      PAYMENT_ORIGINS: 'https://pay.psp.example,https://bank.example',
    });
    expect(origins.site).toBe('https://www.nova.example');
    expect(origins.remotes).toEqual(['https://cdn.nova.example', 'https://cdn2.nova.example']);
    expect(origins.platform).toEqual(['https://api.nova.example', 'https://vitals.nova.example']);
    expect(origins.walletSocket).toEqual(['wss://api.nova.example']);
    expect(origins.payments).toEqual(['https://pay.psp.example', 'https://bank.example']);
    expect(origins.reportUrl).toBe('https://api.nova.example/v1/security/csp-reports');
  });

  it('takes the remotes’ origin from the manifest’s URL when REMOTE_ORIGINS is unset', () => {
    expect(siteOriginsOf({ MANIFEST_URL: 'https://cdn.nova.example/manifest.json' }).remotes).toEqual(['https://cdn.nova.example']);
  });

  it('sends no reports when CSP_REPORT_URL is empty', () => {
    expect(siteOriginsOf({ CSP_REPORT_URL: '' }).reportUrl).toBeUndefined();
  });

  it('names the setting that is not a URL', () => {
    expect(() => siteOriginsOf({ REMOTE_ORIGINS: 'cdn.nova.example' })).toThrow('REMOTE_ORIGINS: "cdn.nova.example" is not a URL');
  });
});

describe('contentSecurityPolicyOf', () => {
  const origins = siteOriginsSchema.parse({
    site: 'https://www.nova.example',
    remotes: ['https://cdn.nova.example'],
    platform: ['https://api.nova.example'],
    content: ['https://content.nova.example'],
    walletSocket: ['wss://api.nova.example'],
    launchers: ['https://launcher.games.example'],
    sportsbook: ['https://sports.example'],
    payments: ['https://pay.psp.example'],
    support: ['https://chat.example'],
    crm: ['https://crm.example'],
    reportUrl: 'https://api.nova.example/security/csp-reports',
  });
  const policy = contentSecurityPolicyOf(origins, { scriptHashes: ["'sha256-abc='"] });

  it('lets scripts come from the site, the remotes, the support chat, the CRM inbox and the hashed inline ones only', () => {
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.nova.example', 'https://chat.example', 'https://crm.example', "'sha256-abc='", "'report-sample'"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('closes plugins and base URLs, and lets only the site frame the site', () => {
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
  });

  it('takes fetches, sockets and frames from the configured origins', () => {
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.nova.example', 'https://content.nova.example', 'https://cdn.nova.example', 'wss://api.nova.example', 'https://chat.example', 'https://crm.example']);
    expect(policy['frame-src']).toEqual(['https://launcher.games.example', 'https://sports.example', 'https://pay.psp.example']);
    expect(policy['form-action']).toEqual(["'self'", 'https://pay.psp.example']);
  });

  it('reports to the configured URL both ways on https, and upgrades insecure requests there', () => {
    expect(policy['report-uri']).toEqual(['https://api.nova.example/security/csp-reports']);
    expect(policy['report-to']).toEqual(['csp']);
    expect(policy['upgrade-insecure-requests']).toEqual([]);
  });

  it('frames nothing when no frame origin is configured, and reports nowhere without a report URL', () => {
    const bare = contentSecurityPolicyOf({ ...origins, launchers: [], sportsbook: [], payments: [], reportUrl: undefined, site: 'http://localhost:3000' });
    expect(bare['frame-src']).toEqual(["'none'"]);
    expect(bare).not.toHaveProperty('report-uri');
    expect(bare).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('reports by report-uri only over http, where report-to would silence the reports', () => {
    const local = contentSecurityPolicyOf({ ...origins, site: 'http://localhost:3000' });
    expect(local['report-uri']).toEqual(['https://api.nova.example/security/csp-reports']);
    expect(local).not.toHaveProperty('report-to');
  });
});

describe('permissionsPolicyOf', () => {
  it('denies the camera, microphone and location to all, and gives each frame’s features to its origins only', () => {
    const policy = permissionsPolicyOf({ ...siteOriginsOf({}), launchers: ['https://launcher.games.example'], sportsbook: ['https://sports.example'], payments: ['https://pay.psp.example'] });
    const features = new Map(policy.split(', ').map((entry) => entry.split('=') as [string, string]));
    expect(features.get('camera')).toBe('()');
    expect(features.get('microphone')).toBe('()');
    expect(features.get('geolocation')).toBe('()');
    expect(features.get('fullscreen')).toBe('(self "https://launcher.games.example" "https://sports.example")');
    expect(features.get('autoplay')).toBe('("https://launcher.games.example")');
    expect(features.get('encrypted-media')).toBe('("https://launcher.games.example")');
    expect(features.get('payment')).toBe('("https://pay.psp.example")');
  });
});
