/**
 * The first published version of each policy, written for this product (a sweepstakes social casino),
 * frozen with the baseline migration: a later wording is a new version published through the policies
 * module, never an edit here. A section's blocks are paragraphs (a string) or bullet lists (an array of
 * strings).
 */
export const firstPolicyVersions = [
  {
    name: 'terms-of-service',
    title: 'Terms of Service',
    position: 1,
    acceptance_required: true,
    changes: 'First published version.',
    sections: [
      {
        heading: 'Who we are and what these terms cover',
        blocks: [
          'Lucky Lagoon ("we", "us") runs a social casino: a place to play casino-style games for entertainment with two virtual coins, Gold Coins (GC) and Sweeps Coins (SC). These Terms of Service are the agreement between you and us whenever you visit the site, open an account or play.',
          'The Official Sweeps Rules, the Privacy Policy, the Customer Acceptance Policy and the Responsible Social Gameplay policy are part of these terms. Where the Sweeps Rules say something specific about Sweeps Coins, the Sweeps Rules win.',
          'Nothing on Lucky Lagoon is real-money gambling. No purchase is necessary to play or to take part in a sweepstakes, and a purchase never improves your chances.',
        ],
      },
      {
        heading: 'Your account',
        blocks: [
          'To open an account you must:',
          [
            'be at least 18 years old, or older where the law of your state says so;',
            'live in, and play from, a US state where we operate (see the Sweeps Rules for the excluded states);',
            'give true details about yourself and keep them up to date;',
            'hold only one account: a second account, or an account opened for someone else, is closed and its coins are forfeited.',
          ],
          'You are responsible for keeping your password and your two-factor device safe. Tell us at once if you think someone else has used your account. We may ask you to verify your identity (KYC) at any time, and we always do before a redemption.',
        ],
      },
      {
        heading: 'Gold Coins',
        blocks: [
          'Gold Coins are for fun only. You receive them free when you sign up and from bonuses, and you can buy Gold Coin bundles. Gold Coins have no cash value, cannot be redeemed for prizes, and cannot be sold, transferred or exchanged between players.',
          'A bundle purchase is final once the coins are in your wallet, except where the law gives you a right to a refund. Unused Gold Coins are lost if your account is closed.',
        ],
      },
      {
        heading: 'Sweeps Coins',
        blocks: [
          'Sweeps Coins can never be bought. They come free with some Gold Coin bundles, from bonuses and promotions, and through the free mail-in request described in the Sweeps Rules. Sweeps Coins won in play can be redeemed for prizes under the Sweeps Rules. One redeemable Sweeps Coin is worth one US dollar in prizes.',
        ],
      },
      {
        heading: 'Fair play',
        blocks: [
          "Our house games are provably fair: each result is fixed by seeds you can check on the game's fairness page. Third-party games are run by their providers under their own certification.",
          'You may not use bots, scripts, collusion, several accounts, stolen payment methods, VPNs or other tools that hide your location, or exploit a fault in a game. If you do, we may void the affected plays, remove coins won that way, and close the account.',
        ],
      },
      {
        heading: 'Closing or suspending an account',
        blocks: [
          'You can close your account at any time from Settings. You can restore it by logging in within 30 days; after that it is gone for good. You can also take a break or exclude yourself from play (see Responsible Social Gameplay).',
          'We may suspend or close an account that breaks these terms, that we must close by law, or that we reasonably suspect of fraud. We tell you why unless the law prevents us. Redeemable Sweeps Coins of an account closed for a reason other than a breach of these terms remain redeemable under the Sweeps Rules.',
        ],
      },
      {
        heading: 'Changes to these terms',
        blocks: [
          'When we publish a new version of these terms or of the Sweeps Rules, we show you what changed and ask you to accept it the next time you visit. Every version is kept, with its date, on its policy page.',
        ],
      },
      {
        heading: 'Contact',
        blocks: [
          'Our support team answers through live chat and by email at support@luckylagoon.example. Please include your username so we can find your account.',
        ],
      },
    ],
  },
  {
    name: 'sweeps-rules',
    title: 'Official Sweeps Rules',
    position: 2,
    acceptance_required: true,
    changes: 'First published version.',
    sections: [
      {
        heading: 'No purchase necessary',
        blocks: [
          'NO PURCHASE IS NECESSARY TO ENTER OR WIN. A PURCHASE DOES NOT INCREASE YOUR CHANCES OF WINNING. VOID WHERE PROHIBITED BY LAW.',
          'These rules govern Sweeps Coins (SC), the sweepstakes entries of Lucky Lagoon. Playing a game with Sweeps Coins is taking part in the sweepstakes; prizes are redeemed from the Sweeps Coins you win.',
        ],
      },
      {
        heading: 'Who may take part',
        blocks: [
          'The sweepstakes is open to legal residents of the United States who are 18 or older (21 where a state requires it) and who are physically located in an eligible state when they play. It is not open in Washington, Nevada, Idaho, New York, Kentucky, Michigan, Louisiana, Connecticut, West Virginia, Montana, New Jersey or Delaware.',
          'We check your location before Sweeps Coins play and before a redemption. Some states may allow Gold Coin play only, or allow existing Sweeps Coins to be redeemed without new play; the site tells you which applies to you. Our employees and their households may not take part.',
        ],
      },
      {
        heading: 'How to get Sweeps Coins',
        blocks: [
          'Sweeps Coins cannot be bought, sold or traded. You get them free:',
          [
            'as a bonus with some Gold Coin bundles;',
            'from the daily bonus, top-ups, reloads, promotions, races, giveaways and referrals;',
            'by free mail-in request (below).',
          ],
          'Free entrants get the same Sweeps Coins and the same odds as everyone else.',
        ],
      },
      {
        heading: 'Free mail-in request (alternative method of entry)',
        blocks: [
          'A verified player can request a single-use request code in the account. Write the code, your full name, your postal address and your username by hand on a card and post it to the address shown with the code. Each valid request that staff approve credits 5 SC to your account. One request per envelope; requests that are illegible, copied, or sent by someone else for you are not valid. Every request, approval and credit is recorded.',
        ],
      },
      {
        heading: 'Unplayed and redeemable Sweeps Coins',
        blocks: [
          'Sweeps Coins arrive unplayed. Before they can be redeemed they must be played through once (1x): every play is paid from your unplayed Sweeps Coins first, then from your redeemable ones, and everything you win is redeemable. Your wallet shows both amounts and how much play-through is left.',
        ],
      },
      {
        heading: 'Redeeming prizes',
        blocks: [
          'Only redeemable Sweeps Coins can be redeemed, at 1 SC for 1 USD in prizes. Before your first redemption you must verify your email and your identity with a valid physical photo ID, and the name on the ID must match your account.',
          ['Bank transfer: at least 100 SC per redemption.', 'Gift cards: at least 25 SC per redemption.'],
          'A redemption request sets the coins aside at once so they cannot be played. You can follow it at every step (pending review, approved, paid, rejected with a reason) and cancel it while it is pending, which returns the coins. Prizes of 600 USD or more in a calendar year are reported for tax purposes, and we will ask for the details we need to do that.',
        ],
      },
      {
        heading: 'Odds, results and disputes',
        blocks: [
          'The odds of each game are shown on its rules page and do not change with how you got your Sweeps Coins. Our records of plays and balances decide any dispute; if a game malfunctions, the affected plays are void. Send a dispute to support within 30 days of the play.',
        ],
      },
    ],
  },
  {
    name: 'privacy-policy',
    title: 'Privacy Policy',
    position: 3,
    acceptance_required: false,
    changes: 'First published version.',
    sections: [
      {
        heading: 'What this policy covers',
        blocks: [
          'This policy explains what personal data Lucky Lagoon collects about you, why, how long we keep it and what choices you have. It applies to the site, the apps and our support channels.',
        ],
      },
      {
        heading: 'The data we hold',
        blocks: [
          [
            'Account details: username, email address, password (stored only as a one-way hash), date of birth, state of residence, and your name once you give it.',
            'Verification: the identity documents, selfie and decision from our identity verification partner, and your phone number once you verify it.',
            'Location: the results of location checks (country, state, and signs of VPN or location spoofing) made before Sweeps Coins play, purchases and redemptions.',
            'Play and money: your plays, balances, bundle purchases, bonuses and redemptions, kept in our ledger.',
            'Devices and sessions: IP address, browser, a device fingerprint and the sessions you are signed in with.',
            'Messages: what you write in chat and to support.',
          ],
        ],
      },
      {
        heading: 'Why we use it',
        blocks: [
          'We use your data to run your account and the games, to meet the rules of a sweepstakes (age, location, one account per person), to prevent fraud and money laundering, to pay prizes, to keep the service secure, and to answer you. We send promotions only if you opted in, and you can opt out at any time under Settings, Notifications.',
        ],
      },
      {
        heading: 'Who we share it with',
        blocks: [
          'We do not sell your personal data. We share it only with the services that help us run the product (payment processing, identity verification, location checks, email and SMS delivery, hosting), each bound to use it only for us, and with authorities where the law requires it.',
        ],
      },
      {
        heading: 'What other players see',
        blocks: [
          'Your username appears in bet history, leaderboards and chat. Turn on private mode under Settings, Privacy and your plays show as hidden to everyone but you.',
        ],
      },
      {
        heading: 'How long we keep it',
        blocks: [
          'We keep account, play and payment records for as long as the law requires for sweepstakes, tax and anti-money-laundering purposes (typically five years after an account closes), and verification documents only as long as our verification partner and the law require.',
        ],
      },
      {
        heading: 'Your choices and rights',
        blocks: [
          'You can see and correct your details under Settings, download or delete your data by writing to support, and close your account at any time. Depending on your state you may have further rights, such as to know what we hold or to limit its use; write to support@luckylagoon.example and we answer within 30 days.',
        ],
      },
    ],
  },
  {
    name: 'customer-acceptance-policy',
    title: 'Customer Acceptance Policy',
    position: 4,
    acceptance_required: false,
    changes: 'First published version.',
    sections: [
      {
        heading: 'Purpose',
        blocks: [
          'This policy sets out who may hold a Lucky Lagoon account and what we check, so the product stays a lawful sweepstakes and is not used for fraud or money laundering.',
        ],
      },
      {
        heading: 'Who we accept',
        blocks: [
          [
            'Adults of 18 or over (21 where the state requires it), confirmed from a government photo ID before any redemption.',
            'Residents of US states where we operate, playing from such a state.',
            'One verified account per person: a second account with the same document, or the same name and date of birth, is refused.',
          ],
        ],
      },
      {
        heading: 'Who we do not accept',
        blocks: [
          [
            'Anyone under the required age.',
            'Residents of, or players located in, Washington, Nevada, Idaho, New York, Kentucky, Michigan, Louisiana, Connecticut, West Virginia, Montana, New Jersey or Delaware.',
            'Anyone who hides their location with a VPN, proxy or spoofed location.',
            'Anyone on a sanctions list, or using payment methods that are not their own.',
            'Anyone who has excluded themselves, for the length of the exclusion.',
          ],
        ],
      },
      {
        heading: 'Identity verification',
        blocks: [
          'We verify identity with a physical photo ID and a selfie through our verification partner, before the first redemption, before large purchases, and before some bonuses. You can verify right after sign-up from Settings. If a verification is declined we tell you the reason (for example a cropped or expired document, or a name that does not match) and you can resubmit in one step.',
        ],
      },
      {
        heading: 'Ongoing checks',
        blocks: [
          'We keep watching for signs of fraud, shared accounts and unusual purchase or redemption patterns. We may ask for more information, limit purchases, or freeze an account while we look into it, and we tell you what we need.',
        ],
      },
    ],
  },
  {
    name: 'responsible-social-gameplay',
    title: 'Responsible Social Gameplay',
    position: 5,
    acceptance_required: false,
    changes: 'First published version.',
    sections: [
      {
        heading: 'Play for fun',
        blocks: [
          'Lucky Lagoon is entertainment. Set yourself a budget of time and money before you play, never chase losses, and never play to pay bills or to escape problems. Gold Coins are always enough to play; you never need to buy anything.',
        ],
      },
      {
        heading: 'Tools you control',
        blocks: [
          'Every tool is under Settings, Responsible Play, takes effect at once, and needs no call to support:',
          [
            'Break in play: 1, 3, 7, 14 or 30 days with no purchases, no bonus claims and no play.',
            'Self-exclusion: 6 months, 1, 3 or 5 years, or indefinitely. You can still log in to see your account, but nothing can be played and all marketing stops. An indefinite exclusion can be lifted only after 6 months, followed by a 7-day cooling-off.',
            'Limits on purchases, losses and session time per day, week and month. Lowering a limit applies at once; raising or removing one waits a 24-hour cooling-off.',
          ],
          'A decision you cannot undo early is said so before you confirm it.',
        ],
      },
      {
        heading: 'Signs to watch for',
        blocks: [
          [
            'Spending more time or money than you meant to.',
            'Feeling restless or irritable when you are not playing.',
            'Hiding your play from people close to you.',
            'Buying coins to win back what you spent.',
          ],
          'If any of these sound familiar, take a break and talk to someone.',
        ],
      },
      {
        heading: 'Where to get help',
        blocks: [
          'The National Council on Problem Gambling runs a confidential 24-hour helpline at 1-800-GAMBLER (1-800-426-2537), with chat and text at ncpgambling.org. Gamblers Anonymous (gamblersanonymous.org) holds meetings across the US.',
        ],
      },
      {
        heading: 'Protecting minors',
        blocks: [
          'Nobody under 18 may play. Keep your login details private, sign out on shared devices, and use parental controls to keep gaming sites away from children.',
        ],
      },
    ],
  },
  {
    name: 'responsible-gaming',
    title: 'Responsible Gaming',
    position: 6,
    acceptance_required: false,
    changes: 'First published version.',
    sections: [
      {
        heading: 'Our commitment',
        blocks: [
          'We want every player to enjoy Lucky Lagoon safely. We build limits, breaks and self-exclusion into the product, train our support team to recognise players at risk, and never market to players who have excluded themselves or to anyone under 18.',
        ],
      },
      {
        heading: 'How we help',
        blocks: [
          [
            'Age and identity checks keep minors out.',
            'Your wallet shows what you have played and what is redeemable, so your position is always clear.',
            'Marketing stops during a self-exclusion and whenever you opt out.',
            'Support can point you to help, and will apply a break for you if you ask.',
          ],
        ],
      },
      {
        heading: 'Keeping control',
        blocks: [
          'Decide in advance how much time and money you will spend, and stop when you reach it. Play with Gold Coins when you simply want to play. Take regular breaks, and never play when you are upset, tired or have been drinking. The tools described in Responsible Social Gameplay are under Settings, Responsible Play.',
        ],
      },
      {
        heading: 'Help lines',
        blocks: [
          [
            'National Council on Problem Gambling: 1-800-GAMBLER (1-800-426-2537), 24 hours, confidential.',
            'Gamblers Anonymous: gamblersanonymous.org.',
            'Gam-Anon, for family and friends: gam-anon.org.',
          ],
        ],
      },
    ],
  },
  {
    name: 'licenses',
    title: 'Licenses',
    position: 7,
    acceptance_required: false,
    changes: 'First published version.',
    sections: [
      {
        heading: 'How Lucky Lagoon operates',
        blocks: [
          "Lucky Lagoon is a social casino run as a promotional sweepstakes under US federal and state sweepstakes law. Because no purchase is necessary and Sweeps Coins cannot be bought, it is not a gambling operation and does not hold a gambling licence. We follow each state's sweepstakes rules and do not operate where they do not allow it.",
        ],
      },
      {
        heading: 'Games and fairness',
        blocks: [
          "Our house games (Dice, Mines, Tower, Clover Cross, Blackjack, Roulette, Crash and the others) are provably fair: every result is derived from a server seed committed to in advance and your own client seed, and can be checked on the game's fairness page. Third-party games are supplied by their providers, whose games are independently tested and certified.",
        ],
      },
      {
        heading: 'Service partners',
        blocks: [
          'Payments, identity verification and location checks are handled by specialist partners who hold the licences and registrations their services require, including payment-processing and money-services registrations where applicable.',
        ],
      },
      {
        heading: 'Software notices',
        blocks: [
          'The Lucky Lagoon web app is built with open-source software, including React, Fastify, Kysely, Zod, Tailwind CSS, Radix UI, Lucide icons and the Inter typeface, each used under its own licence (MIT, ISC, Apache 2.0 or the SIL Open Font License).',
        ],
      },
    ],
  },
];
