import { DEFAULT_STATE_RULES, type StateRuleKind } from '@casino/contract';

/**
 * The per-state rules (configuration `STATE_RULES` over the spec's default: its twelve excluded states
 * blocked, every other US state allowed). Outside the US, or with no state, nothing is allowed.
 */
export class StateRules {
  private readonly rules: Readonly<Record<string, StateRuleKind>>;

  constructor(overrides: Readonly<Record<string, StateRuleKind>>) {
    this.rules = { ...DEFAULT_STATE_RULES, ...overrides };
  }

  /** The states where nothing may be done, the spec's twelve first: sign-up refuses them (site-config `excluded_states`). */
  blockedStates(): string[] {
    return Object.keys(this.rules).filter((state) => this.rules[state] === 'blocked');
  }

  ruleFor(country: string | null, state: string | null): StateRuleKind {
    if (country !== 'US' || !state) return 'blocked';
    return this.rules[state] ?? 'allowed';
  }
}
