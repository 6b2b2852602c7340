/**
 * Each home banner opens the promotion it pictures, which makes sense to a guest and a signed-in player
 * alike: the first one opened registration even for players, the others opened lobby groups unrelated
 * to their pictures (Live for the daily bonus, New Releases for refer-a-friend).
 */
export const statements = [
  `UPDATE categories SET data = '{"slides_per_row":3,"images":[
     {"image":"/art/banners/1.svg","type":"page","url":"/promotions/first-purchase-boost","open_in_new_tab":false},
     {"image":"/art/banners/2.svg","type":"page","url":"/promotions/weekly-race","open_in_new_tab":false},
     {"image":"/art/banners/3.svg","type":"page","url":"/promotions/daily-login-bonus","open_in_new_tab":false},
     {"image":"/art/banners/4.svg","type":"page","url":"/promotions/refer-a-friend","open_in_new_tab":false}]}'::jsonb
   WHERE slug = 'main-banner'`,
];
