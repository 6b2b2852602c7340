/** The chat's 13 rules, as spec §2 "Chat rules modal" lists them. */
export const CHAT_RULES: readonly string[] = [
  'No spam and no excessive capital letters.',
  'No harassment of other players or staff.',
  'Do not share personal information, yours or anyone else’s.',
  'No begging for coins, tips or loans.',
  'No alternate accounts.',
  'No scams or attempts to deceive other players.',
  'No advertising of other sites, services or communities.',
  'No talk of streamers.',
  'No URL shorteners.',
  'Do not post codes or scripts.',
  'English only.',
  'No politics or religion.',
  'Do not paste bonus codes.',
];
