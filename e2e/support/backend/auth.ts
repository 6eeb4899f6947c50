/**
 * The GoTrue part of the test backend: HS256 tokens minted with a per-run secret
 * (node:crypto), the user endpoint, logout, the e-mail link (recorded, as GoTrue
 * would send the mail) with its PKCE code exchange, and the OAuth authorize
 * redirect (recorded and answered with a stand-in account chooser).
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { json, jsonBody, unsupported, type BackendRequest, type Reply } from './http';

export interface BackendUser {
  id: string;
  email: string;
}

export type Caller = { role: 'anon' } | { role: 'authenticated'; user: BackendUser };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export class Tokens {
  /** A fresh secret per run; a real project's JWT secret when the journeys target one. */
  constructor(private readonly secret: Buffer = randomBytes(32)) {}

  sign(claims: Record<string, unknown>): string {
    const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
    return `${head}.${createHmac('sha256', this.secret).update(head).digest('base64url')}`;
  }

  /** The claims of a token signed with this run's secret, or null (bad signature, expired, malformed). */
  verify(token: string): Record<string, unknown> | null {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) return null;
    const expected = createHmac('sha256', this.secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof claims.exp === 'number' && claims.exp < Date.now() / 1000) return null;
    return claims;
  }

  /**
   * A session as GoTrue returns it and supabase-js stores it. Valid for ~100 years:
   * some journeys run the page on a fake clock years ahead, and a refresh is not a
   * call the site makes on its own.
   */
  session(user: BackendUser) {
    const lifetime = 100 * 365 * 24 * 3600;
    const expiresAt = Math.floor(Date.now() / 1000) + lifetime;
    return {
      access_token: this.sign({ sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', exp: expiresAt }),
      token_type: 'bearer',
      expires_in: lifetime,
      expires_at: expiresAt,
      refresh_token: randomUUID(),
      user: userJson(user),
    };
  }
}

export function userJson(user: BackendUser) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
  };
}

/** The caller a request's `Authorization: Bearer` token names (the anon key names anon). */
export function callerOf(req: BackendRequest, tokens: Tokens): Caller | Reply {
  const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
  const claims = bearer ? tokens.verify(bearer) : null;
  if (!claims) return json(401, { code: 'PGRST301', message: 'JWT invalid or expired', details: null, hint: null });
  if (claims.role === 'anon') return { role: 'anon' };
  if (claims.role === 'authenticated' && typeof claims.sub === 'string' && typeof claims.email === 'string') {
    return { role: 'authenticated', user: { id: claims.sub, email: claims.email } };
  }
  return unsupported(`a token with role "${String(claims.role)}"`);
}

/** Creates the auth.users row GoTrue would create on sign-up. */
export async function createUser(admin: pg.Pool | pg.Client, label: string): Promise<BackendUser> {
  const id = randomUUID();
  const email = `${label}-${id.slice(0, 8)}@example.test`;
  await admin.query('insert into auth.users (id, email, aud, role) values ($1, $2, $3, $3)', [id, email, 'authenticated']);
  return { id, email };
}

export interface MagicLink {
  email: string;
  redirectTo: string | null;
  /** The code the e-mailed link carries to /auth/callback?code=… */
  code: string;
}

/** GoTrue's endpoints the site uses; `links` are the e-mails it would have sent. */
export class Gotrue {
  readonly links: MagicLink[] = [];
  private readonly flows = new Map<string, { user: BackendUser; challenge: string; method: string }>();

  constructor(
    private readonly tokens: Tokens,
    private readonly admin: pg.Pool,
  ) {}

  async handle(req: BackendRequest): Promise<Reply> {
    const route = `${req.method} ${req.path}`;
    if (route === 'GET /auth/v1/user') {
      const caller = callerOf(req, this.tokens);
      if ('status' in caller) return caller;
      if (caller.role !== 'authenticated') return json(403, { code: 403, error_code: 'bad_jwt', msg: 'invalid claim: missing sub claim' });
      return json(200, userJson(caller.user));
    }
    if (route === 'POST /auth/v1/logout') return { status: 204 };
    if (route === 'POST /auth/v1/otp') return this.otp(req);
    if (route === 'POST /auth/v1/token' && req.query.get('grant_type') === 'pkce') return this.exchange(req);
    if (route === 'GET /auth/v1/authorize' && req.query.get('provider') === 'google') {
      const html = '<!doctype html><html lang="en"><title>Google (test backend)</title><h1>Google account chooser (test backend)</h1></html>';
      return { status: 200, body: html, headers: { 'content-type': 'text/html' } };
    }
    return unsupported('an auth call the site does not make');
  }

  private async otp(req: BackendRequest): Promise<Reply> {
    const body = jsonBody(req) as { email?: string; code_challenge?: string; code_challenge_method?: string };
    if (!body?.email || !body.code_challenge) return unsupported('an e-mail link without email or PKCE code_challenge');
    const found = await this.admin.query<BackendUser>('select id, email from auth.users where email = $1', [body.email]);
    const user = found.rows[0] ?? (await this.createNamed(body.email));
    const code = randomUUID();
    this.flows.set(code, { user, challenge: body.code_challenge, method: body.code_challenge_method ?? 's256' });
    this.links.push({ email: body.email, redirectTo: req.query.get('redirect_to'), code });
    return json(200, {});
  }

  private async createNamed(email: string): Promise<BackendUser> {
    const id = randomUUID();
    await this.admin.query('insert into auth.users (id, email, aud, role) values ($1, $2, $3, $3)', [id, email, 'authenticated']);
    return { id, email };
  }

  private exchange(req: BackendRequest): Reply {
    const body = jsonBody(req) as { auth_code?: string; code_verifier?: string };
    const flow = body?.auth_code ? this.flows.get(body.auth_code) : undefined;
    const verifier = body?.code_verifier ?? '';
    const derived = flow?.method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
    if (!flow || derived !== flow.challenge) {
      return json(404, { code: 404, error_code: 'flow_state_not_found', msg: 'invalid flow state, no valid flow state found' });
    }
    if (body.auth_code) this.flows.delete(body.auth_code);
    return json(200, this.tokens.session(flow.user));
  }
}
