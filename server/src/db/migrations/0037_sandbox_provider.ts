/**
 * The sandbox provider (adapters/game-provider): a real game server inside the product, whose state two
 * app instances must share. A session is what a provider keeps of one launch (integrations.md): the
 * casino's player and token, the coin, the game and where Close leads back to; its id is the only key
 * the game page holds. Faults are the tester's "misbehave on demand" switches, per session or for every
 * session (scope '*'). Neither table exists for live providers: they keep their own.
 */
export const statements = [
  `CREATE TABLE sandbox_provider_sessions (
     id uuid PRIMARY KEY,
     protocol text NOT NULL CHECK (protocol IN ('hub88', 'pragmatic')),
     user_id text NOT NULL,
     token text NOT NULL,
     coin text NOT NULL CHECK (coin IN ('GC', 'SC')),
     game_code text NOT NULL,
     platform text NOT NULL CHECK (platform IN ('mobile', 'desktop')),
     lobby_url text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE sandbox_provider_faults (
     scope text PRIMARY KEY,
     faults jsonb NOT NULL,
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
];
