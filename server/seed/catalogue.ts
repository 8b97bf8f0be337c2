import { Rng } from './prng.ts';

/**
 * The game catalogue: vendors, the game types they serve, their classifications and 600+
 * games, generated from word lists with a seeded PRNG so every seed gives the same tables.
 */
export interface VendorDef {
  code: string;
  name: string;
  accountTypeName: string;
  color: string;
  types: { type: string; count: number; classify: string[] }[];
}

/** Game types of §2.10's categories (hot is a flag across types, not a type). */
export const GAME_TYPES = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE'] as const;

export const CLASSIFICATIONS: Record<string, [key: string, name: string][]> = {
  RNG: [
    ['SLOT', 'Slots'],
    ['TABLE', 'Table Games'],
    ['ARCADE', 'Arcade'],
    ['CRASH', 'Crash'],
    ['BINGO', 'Bingo'],
  ],
  FISH: [['FISHING', 'Fishing']],
  LIVE: [
    ['BACCARAT', 'Baccarat'],
    ['ROULETTE', 'Roulette'],
    ['SICBO', 'Sic Bo'],
    ['DRAGONTIGER', 'Dragon Tiger'],
    ['BLACKJACK', 'Blackjack'],
    ['GAMESHOW', 'Game Shows'],
  ],
  SPORTS: [
    ['SPORTSBOOK', 'Sportsbook'],
    ['VIRTUAL', 'Virtual Sports'],
  ],
  ESPORTS: [['ESPORTSBOOK', 'E-sports']],
  COCKFIGHT: [['COCKFIGHT', 'Cockfight']],
  PVP: [
    ['POKER', 'Poker'],
    ['CARD', 'Card Games'],
    ['MAHJONG', 'Mahjong'],
  ],
  LOTT: [
    ['NORTH', 'North'],
    ['CENTRAL', 'Central'],
    ['SOUTH', 'South'],
  ],
  ELOTT: [
    ['FAST', 'Quick Draws'],
    ['KENO', 'Keno'],
    ['PK10', 'PK10'],
  ],
  INHOUSE: [
    ['CRASH', 'Crash'],
    ['DICE', 'Dice'],
    ['MINES', 'Mines'],
    ['PLINKO', 'Plinko'],
  ],
};

export const VENDORS: VendorDef[] = [
  {
    code: 'JL',
    name: 'JILI',
    accountTypeName: 'JILI Games',
    color: '#e8453c',
    types: [
      { type: 'RNG', count: 70, classify: ['SLOT', 'TABLE', 'ARCADE', 'CRASH', 'BINGO'] },
      { type: 'FISH', count: 8, classify: ['FISHING'] },
    ],
  },
  { code: 'PG', name: 'PG Soft', accountTypeName: 'PG Soft Slots', color: '#1f8ef1', types: [{ type: 'RNG', count: 85, classify: ['SLOT', 'ARCADE'] }] },
  {
    code: 'PP',
    name: 'Pragmatic Play',
    accountTypeName: 'Pragmatic Play',
    color: '#f29b1d',
    types: [
      { type: 'RNG', count: 95, classify: ['SLOT', 'TABLE'] },
      { type: 'LIVE', count: 15, classify: ['BACCARAT', 'ROULETTE', 'BLACKJACK', 'GAMESHOW'] },
    ],
  },
  {
    code: 'CQ9',
    name: 'CQ9 Gaming',
    accountTypeName: 'CQ9 Gaming',
    color: '#c2185b',
    types: [
      { type: 'RNG', count: 55, classify: ['SLOT', 'ARCADE', 'TABLE'] },
      { type: 'FISH', count: 6, classify: ['FISHING'] },
    ],
  },
  {
    code: 'FC',
    name: 'Fa Chai',
    accountTypeName: 'Fa Chai Gaming',
    color: '#8e24aa',
    types: [
      { type: 'RNG', count: 40, classify: ['SLOT', 'ARCADE'] },
      { type: 'FISH', count: 5, classify: ['FISHING'] },
    ],
  },
  {
    code: 'JDB',
    name: 'JDB Gaming',
    accountTypeName: 'JDB Gaming',
    color: '#00897b',
    types: [
      { type: 'RNG', count: 50, classify: ['SLOT', 'ARCADE', 'CRASH'] },
      { type: 'FISH', count: 6, classify: ['FISHING'] },
    ],
  },
  {
    code: 'BG',
    name: 'Big Gaming',
    accountTypeName: 'BG Live',
    color: '#5d4037',
    types: [
      { type: 'LIVE', count: 10, classify: ['BACCARAT', 'ROULETTE', 'SICBO', 'DRAGONTIGER'] },
      { type: 'FISH', count: 4, classify: ['FISHING'] },
    ],
  },
  {
    code: 'EVO',
    name: 'Evolution',
    accountTypeName: 'Evolution Live',
    color: '#263238',
    types: [{ type: 'LIVE', count: 32, classify: ['BACCARAT', 'ROULETTE', 'BLACKJACK', 'GAMESHOW', 'SICBO', 'DRAGONTIGER'] }],
  },
  {
    code: 'SA',
    name: 'SA Gaming',
    accountTypeName: 'SA Gaming Live',
    color: '#b71c1c',
    types: [{ type: 'LIVE', count: 16, classify: ['BACCARAT', 'ROULETTE', 'SICBO', 'DRAGONTIGER'] }],
  },
  {
    code: 'DG',
    name: 'Dream Gaming',
    accountTypeName: 'DG Live',
    color: '#0d47a1',
    types: [{ type: 'LIVE', count: 12, classify: ['BACCARAT', 'ROULETTE', 'DRAGONTIGER'] }],
  },
  {
    code: 'AE',
    name: 'AE Sexy',
    accountTypeName: 'AE Sexy Live',
    color: '#ad1457',
    types: [{ type: 'LIVE', count: 12, classify: ['BACCARAT', 'DRAGONTIGER', 'ROULETTE', 'SICBO'] }],
  },
  {
    code: 'SABA',
    name: 'SABA Sports',
    accountTypeName: 'SABA Sportsbook',
    color: '#2e7d32',
    types: [{ type: 'SPORTS', count: 4, classify: ['SPORTSBOOK', 'VIRTUAL'] }],
  },
  {
    code: 'SBO',
    name: 'SBOBET',
    accountTypeName: 'SBOBET Sports',
    color: '#1565c0',
    types: [{ type: 'SPORTS', count: 3, classify: ['SPORTSBOOK', 'VIRTUAL'] }],
  },
  { code: 'TF', name: 'TF Gaming', accountTypeName: 'TF E-sports', color: '#6a1b9a', types: [{ type: 'ESPORTS', count: 3, classify: ['ESPORTSBOOK'] }] },
  { code: 'DS88', name: 'DS88 Sabong', accountTypeName: 'DS88 Cockfight', color: '#bf360c', types: [{ type: 'COCKFIGHT', count: 3, classify: ['COCKFIGHT'] }] },
  {
    code: 'KY',
    name: 'Kaiyuan',
    accountTypeName: 'KY Card Games',
    color: '#f57f17',
    types: [{ type: 'PVP', count: 40, classify: ['POKER', 'CARD', 'MAHJONG'] }],
  },
  { code: 'KM', name: 'Kingmaker', accountTypeName: 'Kingmaker', color: '#4e342e', types: [{ type: 'PVP', count: 20, classify: ['CARD', 'POKER'] }] },
  {
    code: 'TCG_LOTTO_VN',
    name: 'TCG Lotto VN',
    accountTypeName: 'TCG Vietnam Lottery',
    color: '#c62828',
    types: [{ type: 'LOTT', count: 20, classify: ['NORTH', 'CENTRAL', 'SOUTH'] }],
  },
  {
    code: 'TCG_SEA',
    name: 'TCG SEA',
    accountTypeName: 'TCG SEA Lottery',
    color: '#ef6c00',
    types: [{ type: 'ELOTT', count: 16, classify: ['FAST', 'KENO', 'PK10'] }],
  },
  {
    code: 'IH',
    name: 'MC Originals',
    accountTypeName: 'In-house Games',
    color: '#00838f',
    types: [{ type: 'INHOUSE', count: 12, classify: ['CRASH', 'DICE', 'MINES', 'PLINKO'] }],
  },
];

const SLOT_ADJ = [
  'Golden',
  'Lucky',
  'Mighty',
  'Wild',
  'Fortune',
  "Dragon's",
  'Royal',
  'Mystic',
  'Crazy',
  'Super',
  'Mega',
  'Jade',
  'Ruby',
  'Sweet',
  'Fire',
  'Thunder',
  'Ancient',
  'Sacred',
  'Happy',
  'Diamond',
  'Magic',
  'Neon',
  'Cosmic',
  "Wolf's",
  'Emerald',
  'Silver',
  'Mayan',
  'Samurai',
  'Viking',
  'Aztec',
];
const SLOT_NOUN = [
  'Dragon',
  'Phoenix',
  'Tiger',
  'Treasure',
  'Gems',
  'Riches',
  'Panda',
  'Koi',
  'Pharaoh',
  'Buffalo',
  'Fruits',
  'Bonanza',
  'Jackpot',
  'Empire',
  'Temple',
  'Queen',
  'Ox',
  'Lantern',
  'Pearls',
  'Candy',
  'Safari',
  'Gold Rush',
  'Sevens',
  'Pirates',
  'Monkey',
  'Fortune Tree',
  'Blossom',
  'Warriors',
  'Galaxy',
  'Rooster',
];
const SLOT_SUFFIX = ['', '', '', '', ' Deluxe', ' Megaways', ' 2', ' Hold & Win', ' Xmas', ' Rising'];
const TABLE_PREFIX = ['Classic', 'Speed', 'VIP', 'Mini', 'Royal', 'Multi-hand', 'European', 'Lucky'];
const TABLE_BASE = [
  'Blackjack',
  'Roulette',
  'Baccarat',
  'Sic Bo',
  'Dragon Tiger',
  'Andar Bahar',
  'Teen Patti',
  "Casino Hold'em",
  'Three Card Poker',
  'Video Poker',
];
const ARCADE_BASE = ['Plinko', 'Mines', 'Keno', 'Hi-Lo', 'Wheel', 'Dice', 'Limbo', 'Tower', 'Goal', 'Bubble Shooter', 'Penalty Kick', 'Coin Pusher'];
const ARCADE_PREFIX = ['Neon', 'Turbo', 'Mini', 'Space', 'Jungle', 'Ocean', 'Pixel', 'Candy'];
const CRASH_BASE = ['Aviator', 'Rocket', 'Jet', 'Balloon', 'Crash', 'Spaceman', 'Moon Shot', 'Sky Rider'];
const CRASH_SUFFIX = [' X', ' Pro', ' Royale', '', ' Deluxe'];
const BINGO_BASE = ['Bingo Star', 'Fortune Bingo', 'Bingo Carnival', 'Pirate Bingo', 'Lucky Bingo', 'Bingo Jungle', 'Samba Bingo', 'Go Goal Bingo'];
const FISH_BASE = [
  'Fishing King',
  'Ocean Hunter',
  'Dragon Fishing',
  'Mermaid Hunt',
  'Shark Bounty',
  'Golden Toad Fishing',
  'Jackpot Fishing',
  'All-star Fishing',
  'Mega Fishing',
  'Boom Legend',
  'Happy Fishing',
  'Fishing Disco',
  'Royal Fishing',
  'Bombing Fishing',
  'Dinosaur Tycoon',
  'Fishing War',
  'Ocean King',
  'Fish Frenzy',
  'Poseidon Hunt',
  'Deep Sea Gold',
];
const LIVE_BASE: Record<string, string[]> = {
  BACCARAT: ['Baccarat', 'Speed Baccarat', 'Squeeze Baccarat', 'No Commission Baccarat', 'Lightning Baccarat'],
  ROULETTE: ['Roulette', 'Lightning Roulette', 'Auto Roulette', 'Immersive Roulette', 'Speed Roulette'],
  SICBO: ['Sic Bo', 'Super Sic Bo', 'Speed Sic Bo'],
  DRAGONTIGER: ['Dragon Tiger', 'Speed Dragon Tiger'],
  BLACKJACK: ['Blackjack', 'Infinite Blackjack', 'Speed Blackjack', 'Free Bet Blackjack'],
  GAMESHOW: ['Crazy Time', 'Monopoly Live', 'Dream Catcher', 'Deal or No Deal', 'Mega Ball', 'Sweet Bonanza CandyLand', 'Funky Time', 'Crazy Coin Flip'],
};
const PVP_BASE: Record<string, string[]> = {
  POKER: ["Texas Hold'em", 'Omaha', 'Short Deck', 'Three Card Poker', 'Pai Gow', 'Red Dog'],
  CARD: [
    'Blackjack 21',
    'Niu Niu',
    'Dou Di Zhu',
    'Rummy',
    'Tongits',
    'Pusoy',
    'Teen Patti',
    'Sam Gong',
    'Pok Deng',
    'Baccarat Duel',
    'Thirteen Cards',
    'Golden Flower',
  ],
  MAHJONG: ['Mahjong 2P', 'Mahjong 4P', 'Mahjong Blood Battle', 'Mahjong Express'],
};
const PVP_SUFFIX = ['', ' Classic', ' Fast', ' VIP', ' Royale', ' Pro'];
const FIXED: Record<string, [classify: string, name: string][]> = {
  SABA: [
    ['SPORTSBOOK', 'SABA Sports'],
    ['VIRTUAL', 'SABA Virtual Football'],
    ['VIRTUAL', 'SABA Virtual Basketball'],
    ['SPORTSBOOK', 'SABA Number Game'],
  ],
  SBO: [
    ['SPORTSBOOK', 'SBO Sportsbook'],
    ['VIRTUAL', 'SBO Virtual Sports'],
    ['SPORTSBOOK', 'SBO Racing'],
  ],
  TF: [
    ['ESPORTSBOOK', 'TF E-sports'],
    ['ESPORTSBOOK', 'TF E-sports Live'],
    ['ESPORTSBOOK', 'TF Virtual E-sports'],
  ],
  DS88: [
    ['COCKFIGHT', 'DS88 Sabong'],
    ['COCKFIGHT', 'DS88 Sabong Live'],
    ['COCKFIGHT', 'DS88 Derby'],
  ],
  TCG_LOTTO_VN: [
    ['NORTH', 'Ha Noi'],
    ['NORTH', 'Quang Ninh'],
    ['NORTH', 'Bac Ninh'],
    ['NORTH', 'Hai Phong'],
    ['NORTH', 'Nam Dinh'],
    ['NORTH', 'Thai Binh'],
    ['CENTRAL', 'Da Nang'],
    ['CENTRAL', 'Khanh Hoa'],
    ['CENTRAL', 'Hue'],
    ['CENTRAL', 'Phu Yen'],
    ['CENTRAL', 'Quang Nam'],
    ['CENTRAL', 'Binh Dinh'],
    ['CENTRAL', 'Gia Lai'],
    ['SOUTH', 'Ho Chi Minh'],
    ['SOUTH', 'Dong Thap'],
    ['SOUTH', 'Ca Mau'],
    ['SOUTH', 'Ben Tre'],
    ['SOUTH', 'Vung Tau'],
    ['SOUTH', 'Bac Lieu'],
    ['SOUTH', 'Can Tho'],
  ],
  TCG_SEA: [
    ['FAST', '1-Min Lotto'],
    ['FAST', '3-Min Lotto'],
    ['FAST', '5-Min Lotto'],
    ['FAST', 'Fast 3'],
    ['FAST', 'Lucky 5'],
    ['FAST', 'Speed Pick 3'],
    ['KENO', 'Keno 1'],
    ['KENO', 'Keno 5'],
    ['KENO', 'Super Keno'],
    ['KENO', 'Thai Keno'],
    ['KENO', 'Malaysia Keno'],
    ['PK10', 'PK10 Racing'],
    ['PK10', 'Speedy Cars'],
    ['PK10', 'Lucky Ships'],
    ['PK10', 'Fast Racing'],
    ['PK10', 'Turbo PK10'],
  ],
  IH: [
    ['CRASH', 'Crash'],
    ['CRASH', 'Crash X'],
    ['CRASH', 'Rocket Riches'],
    ['DICE', 'Dice'],
    ['DICE', 'Hi-Lo Dice'],
    ['DICE', 'Triple Dice'],
    ['MINES', 'Mines'],
    ['MINES', 'Mines Pro'],
    ['MINES', 'Gem Hunter'],
    ['PLINKO', 'Plinko'],
    ['PLINKO', 'Plinko Drop'],
    ['PLINKO', 'Pachinko'],
  ],
};

export interface GameRow {
  node_id: string;
  game_id: string;
  game_name: string;
  display_name: string;
  vendor_code: string;
  game_type: string;
  classify: string;
  is_new: number;
  is_hot: number;
  hot_rank: number | null;
  min_bet: number;
  support_play: number;
  room_id: string;
  room_type: string | null;
  sort: number;
}

const MIN_BETS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;

function nameFor(rng: Rng, type: string, classify: string): string {
  if (type === 'FISH') return rng.pick(FISH_BASE);
  if (type === 'LIVE') return rng.pick(LIVE_BASE[classify]!);
  if (type === 'PVP') return rng.pick(PVP_BASE[classify]!) + rng.pick(PVP_SUFFIX);
  switch (classify) {
    case 'SLOT':
      return `${rng.pick(SLOT_ADJ)} ${rng.pick(SLOT_NOUN)}${rng.pick(SLOT_SUFFIX)}`;
    case 'TABLE':
      return `${rng.pick(TABLE_PREFIX)} ${rng.pick(TABLE_BASE)}`;
    case 'ARCADE':
      return `${rng.pick(ARCADE_PREFIX)} ${rng.pick(ARCADE_BASE)}`;
    case 'CRASH':
      return `${rng.pick(CRASH_BASE)}${rng.pick(CRASH_SUFFIX)}`;
    case 'BINGO':
      return rng.pick(BINGO_BASE);
    default:
      return `${rng.pick(SLOT_ADJ)} ${rng.pick(SLOT_NOUN)}`;
  }
}

function minBetFor(rng: Rng, type: string): number {
  switch (type) {
    case 'RNG':
    case 'FISH':
    case 'INHOUSE':
      return rng.pick(MIN_BETS.slice(0, 3));
    case 'LIVE':
      return rng.pick(MIN_BETS.slice(3));
    case 'PVP':
      return rng.pick(MIN_BETS.slice(1, 4));
    default:
      return rng.pick(MIN_BETS);
  }
}

function supportsFreePlay(rng: Rng, type: string): boolean {
  if (type === 'RNG' || type === 'FISH' || type === 'INHOUSE') return rng.chance(0.9);
  if (type === 'PVP' || type === 'ELOTT') return rng.chance(0.5);
  return false;
}

/** Builds the whole game table. Depends on nothing but the seed. */
export function buildGames(seed = 42): GameRow[] {
  const rng = new Rng(seed);
  const games: GameRow[] = [];
  let nodeNo = 100001;
  for (const vendor of VENDORS) {
    let gameNo = 1;
    for (const vt of vendor.types) {
      const usedNames = new Set<string>();
      const fixed = FIXED[vendor.code];
      for (let i = 0; i < vt.count; i++) {
        let classify: string;
        let name: string;
        if (fixed) {
          [classify, name] = fixed[i]!;
        } else {
          classify = vt.classify[i % vt.classify.length]!;
          name = nameFor(rng, vt.type, classify);
          let attempt = 0;
          while (usedNames.has(name)) {
            attempt++;
            name = attempt < 20 ? nameFor(rng, vt.type, classify) : `${nameFor(rng, vt.type, classify)} ${attempt}`;
          }
          if (vt.type === 'LIVE' && !name.match(/\d$/)) {
            // live tables are numbered like the vendors' own lobbies
            const base = name;
            let n = 1;
            while (usedNames.has(`${base} ${n}`)) n++;
            name = `${base} ${n}`;
          }
        }
        usedNames.add(name);
        const isLive = vt.type === 'LIVE';
        games.push({
          node_id: String(nodeNo++),
          game_id: `${vendor.code}-${String(gameNo++).padStart(4, '0')}`,
          game_name: name,
          display_name: name,
          vendor_code: vendor.code,
          game_type: vt.type,
          classify,
          is_new: rng.chance(0.12) ? 1 : 0,
          is_hot: 0,
          hot_rank: null,
          min_bet: minBetFor(rng, vt.type),
          support_play: supportsFreePlay(rng, vt.type) ? 1 : 0,
          room_id: isLive || vt.type === 'SPORTS' || vt.type === 'ESPORTS' || vt.type === 'COCKFIGHT' ? `${vendor.code}R${String(i + 1).padStart(2, '0')}` : '',
          room_type: isLive ? (i % 5 === 3 ? 'VIP' : i % 7 === 5 ? 'paid' : 'free') : null,
          sort: i + 1,
        });
      }
    }
  }
  // Hot games: a few per game type (each category of §2.10 has some), ranked across types.
  let rank = 1;
  const byType = new Map<string, GameRow[]>();
  for (const g of games) byType.set(g.game_type, [...(byType.get(g.game_type) ?? []), g]);
  const hotCount: Record<string, number> = { RNG: 24, FISH: 4, LIVE: 8, PVP: 4, SPORTS: 2, ESPORTS: 1, COCKFIGHT: 1, LOTT: 3, ELOTT: 3, INHOUSE: 3 };
  const picks: GameRow[] = [];
  for (const type of GAME_TYPES) {
    const list = byType.get(type) ?? [];
    picks.push(...rng.shuffle(list).slice(0, hotCount[type] ?? 2));
  }
  for (const g of rng.shuffle(picks)) {
    g.is_hot = 1;
    g.hot_rank = rank++;
  }
  // Make sure each type has new games too.
  for (const type of GAME_TYPES) {
    const list = byType.get(type) ?? [];
    if (!list.some((g) => g.is_new)) list[0]!.is_new = 1;
  }
  return games;
}
