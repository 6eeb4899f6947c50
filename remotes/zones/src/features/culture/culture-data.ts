/**
 * Culture cards (spec §2, content-facts): six kingdoms, each with Beliefs, Holidays and
 * Ceremonies (3–5 items each). Written for children: short, warm, accurate, and
 * phrased as what many families do, never what everyone must believe.
 */
export interface CultureKingdom {
  name: string;
  /** Its drawn picture, served by the shell (shell/public/icons/kingdoms/), not emoji. */
  icon: string;
  inspiredBy: string;
  beliefs: string[];
  holidays: string[];
  ceremonies: string[];
}

export const CULTURE_SECTIONS = [
  { key: 'beliefs', title: 'Beliefs' },
  { key: 'holidays', title: 'Holidays' },
  { key: 'ceremonies', title: 'Ceremonies' },
] as const;

export const CULTURE_KINGDOMS: readonly CultureKingdom[] = [
  {
    name: 'Thailandia',
    icon: '/icons/kingdoms/elephant.svg',
    inspiredBy: 'Inspired by Thailand.',
    beliefs: [
      'Many families follow Buddhism and try to be kind, calm and generous.',
      'Greeting someone with a wai (palms together and a small bow) shows respect.',
      '“Mai pen rai” means “never mind”: stay cheerful and forgive small mistakes.',
      'Elders are honoured and listened to.',
    ],
    holidays: [
      'Songkran, the Thai New Year in April, with friendly water splashing.',
      'Loy Krathong, when people float little lotus-shaped baskets with candles on rivers.',
      'Children’s Day on the second Saturday of January.',
      'Makha Bucha, when many people walk around temples holding candles.',
    ],
    ceremonies: [
      'Pouring gentle, scented water over elders’ hands to ask for their blessing.',
      'Offering food to monks on their morning walk.',
      'Wai Khru, when students thank their teachers with flowers.',
    ],
  },
  {
    name: 'Amerilandia',
    icon: '/icons/kingdoms/eagle.svg',
    inspiredBy: 'Inspired by the United States of America.',
    beliefs: [
      'Freedom and fairness for everyone.',
      'People of many faiths and cultures living side by side.',
      'Helping neighbours and volunteering in the community.',
      'Many Native American nations teach caring for the land for future generations.',
    ],
    holidays: [
      'Thanksgiving, when families share a meal and say what they are thankful for.',
      'Independence Day on July 4, with parades and fireworks.',
      'Martin Luther King Jr. Day, remembering a leader who worked for equal rights.',
      'Earth Day on April 22, which began in the United States in 1970.',
    ],
    ceremonies: [
      'Powwows, Native American gatherings with drumming, singing and dancing.',
      'Graduations with caps and gowns at the end of school.',
      'Citizenship ceremonies, where new citizens make a promise to their country.',
    ],
  },
  {
    name: 'Chilandia',
    icon: '/icons/kingdoms/panda.svg',
    inspiredBy: 'Inspired by China.',
    beliefs: [
      'Respect and care for parents and grandparents, taught by the thinker Confucius.',
      'Harmony and balance, like the two halves of yin and yang.',
      'The colour red stands for luck and happiness.',
      'Many families follow Buddhism, Taoism or folk traditions.',
    ],
    holidays: [
      'Lunar New Year (Spring Festival), with red lanterns, dumplings and red envelopes.',
      'The Lantern Festival, which ends the New Year with lanterns and riddles.',
      'The Dragon Boat Festival, with boat races and sticky-rice zongzi.',
      'The Mid-Autumn Festival, with mooncakes and admiring the full moon.',
    ],
    ceremonies: [
      'Lion and dragon dances to bring good luck.',
      'A tea ceremony at weddings, when the couple serve tea to their elders.',
      'Qingming, when families tidy their ancestors’ graves in spring.',
      'Giving red envelopes (hongbao) with lucky money.',
    ],
  },
  {
    name: 'Japonica',
    icon: '/icons/kingdoms/mountain.svg',
    inspiredBy: 'Inspired by Japan.',
    beliefs: [
      'Shinto teaches that kami (spirits) live in nature: mountains, trees and rivers.',
      'Many families also follow Buddhism.',
      'Wa means harmony: getting along and working well together.',
      'Mottainai means “what a waste!”: take care of things and use them fully.',
    ],
    holidays: [
      'Shōgatsu (New Year), when families visit shrines and eat special foods.',
      'Children’s Day on May 5, with carp-shaped streamers called koinobori.',
      'Tanabata on July 7, when wishes are written on paper strips and tied to bamboo.',
      'Obon in summer, remembering ancestors with lanterns and Bon dances.',
    ],
    ceremonies: [
      'The tea ceremony, making and serving matcha tea calmly and carefully.',
      'Shichi-Go-San, when children aged 3, 5 and 7 visit a shrine in November.',
      'Coming of Age Day in January, celebrating young people becoming adults.',
    ],
  },
  {
    name: 'Europalia',
    icon: '/icons/kingdoms/castle.svg',
    inspiredBy: 'Inspired by the many countries of Europe.',
    beliefs: [
      'Many people are Christian, and Jewish, Muslim and other faiths are part of Europe too.',
      'Democracy, people choosing together, has roots in ancient Athens in Greece.',
      'Caring for nature with parks, cycling and recycling.',
    ],
    holidays: [
      'Christmas, with Advent markets, lights and songs.',
      'Easter, with painted eggs in many countries.',
      'Saint Lucia’s Day in Sweden on December 13, with candle crowns and songs.',
      'King’s Day in the Netherlands on April 27, when everyone wears orange.',
      'Midsummer in the Nordic countries, with flower crowns and dancing.',
    ],
    ceremonies: [
      'Dancing around a maypole to welcome spring.',
      'Carnival parades with masks and costumes, like in Venice.',
      'Lighting one more candle each week on an Advent wreath.',
    ],
  },
  {
    name: 'Africana',
    icon: '/icons/kingdoms/lion.svg',
    inspiredBy: 'Inspired by the many countries and peoples of Africa.',
    beliefs: [
      'Ubuntu: “I am because we are”. We grow by caring for each other.',
      'Respect for elders and for the family members who came before.',
      'Many people follow Islam, Christianity or traditional African religions.',
      'Storytellers, like the griots of West Africa, keep history alive in songs.',
    ],
    holidays: [
      'Eid al-Fitr, a happy feast at the end of Ramadan in many countries.',
      'Enkutatash, the Ethiopian New Year in September, with yellow flowers.',
      'Africa Day on May 25, celebrating the whole continent.',
      'Harvest festivals such as the New Yam Festival in Nigeria and Ghana.',
    ],
    ceremonies: [
      'Naming ceremonies for new babies, like those of the Yoruba people.',
      'The Ethiopian coffee ceremony: roasting beans and sharing three rounds of coffee.',
      'Drumming and dancing together at gatherings.',
    ],
  },
];
