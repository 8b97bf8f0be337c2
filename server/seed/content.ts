import { t3 } from '../i18n.ts';

/** Seeded text content in EN, PT and TY (Tagalog). Times are offsets from the seed moment. */
const H = 3_600_000;
const D = 24 * H;

export interface AnnouncementDef {
  id: string;
  channel: 'announcement' | 'lobby';
  contentType: string;
  group: string;
  execution?: 'A' | 'B' | 'F';
  promotionType?: string;
  title: string;
  content: string;
  ago: number;
}

export const ANNOUNCEMENTS: AnnouncementDef[] = [
  {
    id: 'AN001',
    channel: 'announcement',
    contentType: 'B',
    group: 'm_home',
    ago: 2 * H,
    title: t3(
      'Welcome to MC01: new members get a 100% first deposit bonus',
      'Bem-vindo ao MC01: novos membros ganham 100% de bônus no primeiro depósito',
      'Maligayang pagdating sa MC01: 100% bonus sa unang deposito para sa bagong miyembro',
    ),
    content: t3(
      '<p>Deposit today and double your first deposit up to ¥1,888.</p>',
      '<p>Deposite hoje e dobre o seu primeiro depósito até ¥1.888.</p>',
      '<p>Magdeposito ngayon at doblehin ang unang deposito hanggang ¥1,888.</p>',
    ),
  },
  {
    id: 'AN002',
    channel: 'announcement',
    contentType: 'B',
    group: 'm_home',
    ago: 1 * D,
    title: t3(
      'PG Soft maintenance on Sunday 02:00–04:00',
      'Manutenção da PG Soft no domingo das 02:00 às 04:00',
      'Maintenance ng PG Soft sa Linggo 02:00–04:00',
    ),
    content: t3(
      '<p>PG Soft games are unavailable during the maintenance window.</p>',
      '<p>Os jogos da PG Soft ficam indisponíveis durante a manutenção.</p>',
      '<p>Hindi magagamit ang mga laro ng PG Soft habang may maintenance.</p>',
    ),
  },
  {
    id: 'AN003',
    channel: 'announcement',
    contentType: 'PL',
    group: 'm_home',
    ago: 3 * D,
    title: t3(
      'Weekly rebate up to 1.2% is paid every Monday',
      'Rebate semanal de até 1,2% pago toda segunda-feira',
      'Lingguhang rebate hanggang 1.2% tuwing Lunes',
    ),
    content: t3(
      '<p>Rebates are credited automatically to your main wallet.</p>',
      '<p>Os rebates são creditados automaticamente na sua carteira principal.</p>',
      '<p>Awtomatikong ipinapasok ang rebate sa iyong main wallet.</p>',
    ),
  },
  {
    id: 'AN004',
    channel: 'announcement',
    contentType: 'H',
    group: 'm_home',
    ago: 5 * D,
    title: t3(
      'New: MC Originals in-house games are live',
      'Novidade: os jogos próprios MC Originals já estão no ar',
      'Bago: live na ang MC Originals na mga in-house game',
    ),
    content: t3(
      '<p>Try Crash, Dice, Mines and Plinko.</p>',
      '<p>Experimente Crash, Dice, Mines e Plinko.</p>',
      '<p>Subukan ang Crash, Dice, Mines at Plinko.</p>',
    ),
  },
  {
    id: 'AN005',
    channel: 'announcement',
    contentType: 'PU',
    group: 'm_home',
    execution: 'A',
    promotionType: 'DAILY',
    ago: 6 * H,
    title: t3('Daily check-in rewards', 'Recompensas de check-in diário', 'Gantimpala sa araw-araw na check-in'),
    content: t3(
      '<p>Log in every day this week to collect free spins.</p><p><a href="/m/rewardCenter">Open the reward centre</a> or read the <a href="https://www.example.com/promotions/daily-check-in">full terms</a>.</p>',
      '<p>Entre todos os dias desta semana para ganhar rodadas grátis.</p><p><a href="/m/rewardCenter">Abrir o centro de recompensas</a> ou leia os <a href="https://www.example.com/promotions/daily-check-in">termos completos</a>.</p>',
      '<p>Mag-log in araw-araw ngayong linggo para sa libreng spin.</p><p><a href="/m/rewardCenter">Buksan ang reward centre</a> o basahin ang <a href="https://www.example.com/promotions/daily-check-in">buong tuntunin</a>.</p>',
    ),
  },
  {
    id: 'AN006',
    channel: 'announcement',
    contentType: 'PU',
    group: 'm_home',
    execution: 'B',
    promotionType: 'REGISTER',
    ago: 12 * H,
    title: t3('Join today and play 600+ games', 'Cadastre-se hoje e jogue mais de 600 jogos', 'Sumali ngayon at maglaro ng 600+ na laro'),
    content: t3(
      '<p>Create an account in one minute: <a href="/m/register">Register now</a>.</p><p>Please play responsibly: <a href="https://www.example.com/responsible-gaming">responsible gaming</a>.</p>',
      '<p>Crie uma conta em um minuto: <a href="/m/register">Cadastre-se agora</a>.</p><p>Jogue com responsabilidade: <a href="https://www.example.com/responsible-gaming">jogo responsável</a>.</p>',
      '<p>Gumawa ng account sa loob ng isang minuto: <a href="/m/register">Mag-register ngayon</a>.</p><p>Maglaro nang responsable: <a href="https://www.example.com/responsible-gaming">responsableng paglalaro</a>.</p>',
    ),
  },
  {
    id: 'AN007',
    channel: 'announcement',
    contentType: 'PU',
    group: 'm_home',
    execution: 'F',
    promotionType: 'FIRSTDEP',
    ago: 1 * D,
    title: t3('Welcome aboard!', 'Bem-vindo a bordo!', 'Maligayang pagdating!'),
    content: t3(
      '<p>Your first deposit is doubled: <a href="/m/voucherCenter">Deposit now</a>.</p><p>News and tips on <a href="https://t.me/mc01_news">our Telegram channel</a>.</p>',
      '<p>O seu primeiro depósito é dobrado: <a href="/m/voucherCenter">Depositar agora</a>.</p><p>Novidades e dicas no <a href="https://t.me/mc01_news">nosso canal do Telegram</a>.</p>',
      '<p>Dodoblehin ang unang deposito mo: <a href="/m/voucherCenter">Magdeposito ngayon</a>.</p><p>Balita at tips sa <a href="https://t.me/mc01_news">aming Telegram channel</a>.</p>',
    ),
  },
  {
    id: 'AN008',
    channel: 'announcement',
    contentType: 'B',
    group: 'm_reg',
    ago: 2 * D,
    title: t3('Registration takes one minute and is free', 'O cadastro leva um minuto e é gratuito', 'Isang minuto lang at libre ang pag-register'),
    content: t3(
      '<p>You must be 18 or older to register.</p>',
      '<p>É preciso ter 18 anos ou mais para se cadastrar.</p>',
      '<p>Kailangang 18 taong gulang pataas para mag-register.</p>',
    ),
  },
  {
    id: 'AN009',
    channel: 'announcement',
    contentType: 'A',
    group: 'm_home',
    ago: 1 * D,
    title: t3(
      'Commission statements for last month are ready',
      'Os extratos de comissão do mês passado estão prontos',
      'Handa na ang commission statement ng nakaraang buwan',
    ),
    content: t3(
      '<p>Open the team profit and loss page to review them.</p>',
      '<p>Abra a página de lucros e perdas da equipe para conferir.</p>',
      '<p>Buksan ang team profit and loss para tingnan.</p>',
    ),
  },
  {
    id: 'AN010',
    channel: 'announcement',
    contentType: 'A',
    group: 'm_home',
    ago: 4 * D,
    title: t3(
      'New sub-agent rebate rules from next month',
      'Novas regras de rebate para subagentes a partir do próximo mês',
      'Bagong patakaran sa rebate ng sub-agent simula sa susunod na buwan',
    ),
    content: t3(
      '<p>Sub-agent rebates can be set up to your own rate.</p>',
      '<p>O rebate de subagentes pode ir até a sua própria taxa.</p>',
      '<p>Maaaring itakda ang rebate ng sub-agent hanggang sa sarili mong rate.</p>',
    ),
  },
  {
    id: 'LN001',
    channel: 'lobby',
    contentType: 'B',
    group: 'm_home',
    ago: 3 * H,
    title: t3('Lobby: Speed Baccarat tables now open 24/7', 'Lobby: mesas de Speed Baccarat abertas 24 horas', 'Lobby: bukas na 24/7 ang Speed Baccarat'),
    content: t3('<p>Find them under Live.</p>', '<p>Encontre-as em Ao Vivo.</p>', '<p>Makikita sa Live.</p>'),
  },
  {
    id: 'LN002',
    channel: 'lobby',
    contentType: 'H',
    group: 'm_home',
    ago: 2 * D,
    title: t3('Lobby: hourly lottery draws added', 'Lobby: sorteios de loteria a cada hora', 'Lobby: may lottery draw na bawat oras'),
    content: t3(
      '<p>See the lottery page for draw times.</p>',
      '<p>Veja os horários na página de loteria.</p>',
      '<p>Tingnan ang oras ng draw sa lottery page.</p>',
    ),
  },
  {
    id: 'LN003',
    channel: 'lobby',
    contentType: 'PL',
    group: 'm_home',
    ago: 6 * D,
    title: t3('Lobby: fishing tournament this weekend', 'Lobby: torneio de pesca neste fim de semana', 'Lobby: fishing tournament ngayong weekend'),
    content: t3('<p>Top 20 players share the prize pool.</p>', '<p>Os 20 melhores dividem o prêmio.</p>', '<p>Paghahatian ng top 20 ang premyo.</p>'),
  },
];

export interface BannerDef {
  id: string;
  position: 'home' | 'help';
  width: number;
  height: number;
  title: string;
  link: string;
  color: string;
}

export const BANNERS: BannerDef[] = [
  {
    id: 'BN01',
    position: 'home',
    width: 750,
    height: 300,
    color: '#c62828',
    link: '/m/activity',
    title: t3('100% first deposit bonus', 'Bônus de 100% no primeiro depósito', '100% bonus sa unang deposito'),
  },
  {
    id: 'BN02',
    position: 'home',
    width: 750,
    height: 300,
    color: '#1565c0',
    link: '/m/inviteFriends',
    title: t3('Invite friends, earn together', 'Convide amigos e ganhem juntos', 'Mag-imbita ng kaibigan, kumita nang sabay'),
  },
  {
    id: 'BN03',
    position: 'home',
    width: 750,
    height: 300,
    color: '#2e7d32',
    link: '/m/gameList?gameType=SPORTS',
    title: t3('Football weekend: boosted odds', 'Fim de semana de futebol: odds turbinadas', 'Football weekend: mas mataas na odds'),
  },
  {
    id: 'BN04',
    position: 'home',
    width: 750,
    height: 300,
    color: '#6a1b9a',
    link: 'https://apps.example.com/ios/mc01',
    title: t3('Get the app', 'Baixe o aplicativo', 'I-download ang app'),
  },
  {
    id: 'BN05',
    position: 'home',
    width: 750,
    height: 300,
    color: '#ef6c00',
    link: '',
    title: t3('Lucky draw every hour', 'Sorteio da sorte a cada hora', 'Lucky draw bawat oras'),
  },
  { id: 'BN06', position: 'help', width: 750, height: 200, color: '#00838f', link: '', title: t3('Help centre', 'Central de ajuda', 'Help centre') },
  {
    id: 'BN07',
    position: 'help',
    width: 750,
    height: 200,
    color: '#37474f',
    link: '/m/service',
    title: t3('Talk to customer service', 'Fale com o atendimento', 'Makipag-usap sa customer service'),
  },
];

export interface NoticeDef {
  id: string;
  type: string;
  title: string;
  content: string;
  ago: number;
}

export const NOTICES: NoticeDef[] = [
  {
    id: 'NT001',
    type: 'B',
    ago: 1 * H,
    title: t3(
      'Deposits by bank transfer now credited within 3 minutes',
      'Depósitos por transferência agora creditados em até 3 minutos',
      'Ang bank transfer deposit ay papasok sa loob ng 3 minuto',
    ),
    content: t3(
      '<p>Faster crediting for all major banks.</p>',
      '<p>Crédito mais rápido para os principais bancos.</p>',
      '<p>Mas mabilis na pagpasok para sa malalaking bangko.</p>',
    ),
  },
  {
    id: 'NT002',
    type: 'B',
    ago: 20 * H,
    title: t3(
      'Security tip: never share your SMS code',
      'Dica de segurança: nunca compartilhe o seu código SMS',
      'Security tip: huwag ibahagi ang iyong SMS code',
    ),
    content: t3('<p>Our staff will never ask for it.</p>', '<p>Nossa equipe nunca pedirá o código.</p>', '<p>Hindi ito hihingin ng aming staff.</p>'),
  },
  {
    id: 'NT003',
    type: 'PL',
    ago: 2 * D,
    title: t3('New lottery games from TCG SEA', 'Novos jogos de loteria da TCG SEA', 'Bagong lottery game mula sa TCG SEA'),
    content: t3('<p>Keno and PK10 draws every minute.</p>', '<p>Sorteios de Keno e PK10 a cada minuto.</p>', '<p>Keno at PK10 draw bawat minuto.</p>'),
  },
  {
    id: 'NT004',
    type: 'B',
    ago: 4 * D,
    title: t3(
      'Withdrawal limits raised for VIP 3 and above',
      'Limites de saque aumentados para VIP 3 ou superior',
      'Tumaas ang withdrawal limit para sa VIP 3 pataas',
    ),
    content: t3('<p>Up to ¥200,000 per day.</p>', '<p>Até ¥200.000 por dia.</p>', '<p>Hanggang ¥200,000 bawat araw.</p>'),
  },
  {
    id: 'NT005',
    type: 'H',
    ago: 7 * D,
    title: t3('Holiday schedule for customer service', 'Horário de feriado do atendimento', 'Holiday schedule ng customer service'),
    content: t3('<p>Live chat stays open 24/7.</p>', '<p>O chat ao vivo fica aberto 24 horas.</p>', '<p>Bukas pa rin ang live chat 24/7.</p>'),
  },
  {
    id: 'NT101',
    type: 'A',
    ago: 5 * H,
    title: t3('Agent notice: team report updated', 'Aviso ao agente: relatório da equipe atualizado', 'Paalala sa agent: na-update ang team report'),
    content: t3('<p>Yesterday’s team figures are final.</p>', '<p>Os números de ontem são definitivos.</p>', '<p>Pinal na ang mga numero kahapon.</p>'),
  },
  {
    id: 'NT102',
    type: 'A',
    ago: 2 * D,
    title: t3('Agent notice: daily salary contracts', 'Aviso ao agente: contratos de salário diário', 'Paalala sa agent: daily salary contract'),
    content: t3(
      '<p>Review your pending contract offers in the agency centre.</p>',
      '<p>Confira as ofertas de contrato pendentes no centro de agência.</p>',
      '<p>Tingnan ang mga nakabinbing contract offer sa agency centre.</p>',
    ),
  },
  {
    id: 'NT103',
    type: 'A',
    ago: 9 * D,
    title: t3(
      'Agent notice: new downline registration page',
      'Aviso ao agente: nova página de cadastro de downline',
      'Paalala sa agent: bagong downline registration page',
    ),
    content: t3(
      '<p>Register members directly from the agent home.</p>',
      '<p>Cadastre membros direto da página do agente.</p>',
      '<p>Mag-register ng miyembro mula sa agent home.</p>',
    ),
  },
];

export const HELP_ITEMS: { category: string; title: string; content: string }[] = [
  {
    category: 'account',
    title: t3('How do I register?', 'Como me cadastro?', 'Paano mag-register?'),
    content: t3(
      '<p>Tap <strong>Register</strong>, choose a user name or your mobile number, set a password and confirm.</p><ol><li>User name: 4–16 letters or digits, starting with a letter.</li><li>Password: 6–20 characters with a letter and a digit.</li></ol>',
      '<p>Toque em <strong>Cadastrar</strong>, escolha um nome de usuário ou seu celular, defina uma senha e confirme.</p><ol><li>Usuário: 4–16 letras ou dígitos, começando com letra.</li><li>Senha: 6–20 caracteres com uma letra e um dígito.</li></ol>',
      '<p>Pindutin ang <strong>Register</strong>, pumili ng user name o mobile number, magtakda ng password at kumpirmahin.</p><ol><li>User name: 4–16 na letra o numero, nagsisimula sa letra.</li><li>Password: 6–20 na character na may letra at numero.</li></ol>',
    ),
  },
  {
    category: 'deposit',
    title: t3('How do I deposit?', 'Como faço um depósito?', 'Paano magdeposito?'),
    content: t3(
      '<p>Open <a href="/m/voucherCenter">Deposit</a>, pick a method, enter the amount and follow the steps.</p>',
      '<p>Abra <a href="/m/voucherCenter">Depósito</a>, escolha um método, informe o valor e siga os passos.</p>',
      '<p>Buksan ang <a href="/m/voucherCenter">Deposit</a>, pumili ng paraan, ilagay ang halaga at sundin ang mga hakbang.</p>',
    ),
  },
  {
    category: 'withdraw',
    title: t3('How do I withdraw?', 'Como faço um saque?', 'Paano mag-withdraw?'),
    content: t3(
      '<p>Bind a bank card and set a funds password in the <a href="/m/securityCenter">security centre</a>, then open <a href="/m/withdraw">Withdraw</a>.</p>',
      '<p>Vincule um cartão e defina uma senha de fundos no <a href="/m/securityCenter">centro de segurança</a>, depois abra <a href="/m/withdraw">Saque</a>.</p>',
      '<p>Mag-bind ng bank card at magtakda ng funds password sa <a href="/m/securityCenter">security centre</a>, saka buksan ang <a href="/m/withdraw">Withdraw</a>.</p>',
    ),
  },
  {
    category: 'account',
    title: t3('I forgot my password', 'Esqueci minha senha', 'Nakalimutan ko ang password'),
    content: t3(
      '<p>Use <a href="/m/forget">Forgot password</a> to reset it by e-mail or SMS.</p>',
      '<p>Use <a href="/m/forget">Esqueci a senha</a> para redefinir por e-mail ou SMS.</p>',
      '<p>Gamitin ang <a href="/m/forget">Forgot password</a> para i-reset sa e-mail o SMS.</p>',
    ),
  },
  {
    category: 'promotion',
    title: t3('Bonus rules', 'Regras de bônus', 'Mga tuntunin ng bonus'),
    content: t3(
      '<p>Bonuses must be wagered 10 times before withdrawal unless stated otherwise.</p>',
      '<p>Os bônus devem ser apostados 10 vezes antes do saque, salvo indicação contrária.</p>',
      '<p>Kailangang i-wager ng 10 beses ang bonus bago ma-withdraw maliban kung iba ang nakasaad.</p>',
    ),
  },
  {
    category: 'general',
    title: t3('Responsible gaming', 'Jogo responsável', 'Responsableng paglalaro'),
    content: t3(
      '<p>Set limits and take breaks. Players must be 18 or older. More at <a href="https://www.example.com/responsible-gaming">our responsible gaming page</a>.</p>',
      '<p>Defina limites e faça pausas. Jogadores devem ter 18 anos ou mais. Mais em <a href="https://www.example.com/responsible-gaming">nossa página de jogo responsável</a>.</p>',
      '<p>Magtakda ng limitasyon at magpahinga. Dapat 18 pataas ang manlalaro. Higit pa sa <a href="https://www.example.com/responsible-gaming">aming responsible gaming page</a>.</p>',
    ),
  },
  {
    category: 'agent',
    title: t3('Agent programme', 'Programa de agentes', 'Agent programme'),
    content: t3(
      '<p>Agents earn rebates and salaries from their team. Ask customer service to join.</p>',
      '<p>Agentes ganham rebates e salários da sua equipe. Peça ao atendimento para participar.</p>',
      '<p>Kumikita ang agent ng rebate at sahod mula sa team. Magtanong sa customer service para sumali.</p>',
    ),
  },
  {
    category: 'general',
    title: t3('Contact us', 'Fale conosco', 'Makipag-ugnayan'),
    content: t3(
      '<p>Customer service is open 24/7 via <a href="/m/service">live chat</a> and <a href="https://t.me/mc01_support">Telegram</a>.</p>',
      '<p>O atendimento funciona 24 horas pelo <a href="/m/service">chat ao vivo</a> e pelo <a href="https://t.me/mc01_support">Telegram</a>.</p>',
      '<p>Bukas ang customer service 24/7 sa <a href="/m/service">live chat</a> at <a href="https://t.me/mc01_support">Telegram</a>.</p>',
    ),
  },
];

export interface PromotionDef {
  id: string;
  type: string;
  title: string;
  content: string;
  start: number;
  end: number;
  bonusRate: number;
  forDeposit: boolean;
  color: string;
  /** The demo player's claim state, when the promotion is running. */
  demoState?: 'applying' | 'rejected' | 'issued' | 'claimed' | 'joined';
}

export const PROMOTIONS: PromotionDef[] = [
  {
    id: 'PR01',
    type: 'FIRSTDEP',
    forDeposit: true,
    bonusRate: 1.0,
    start: -30 * D,
    end: 60 * D,
    color: '#c62828',
    demoState: 'claimed',
    title: t3('100% first deposit bonus', 'Bônus de 100% no primeiro depósito', '100% bonus sa unang deposito'),
    content: t3(
      '<p>Double your first deposit up to ¥1,888.</p>',
      '<p>Dobre o seu primeiro depósito até ¥1.888.</p>',
      '<p>Doblehin ang unang deposito hanggang ¥1,888.</p>',
    ),
  },
  {
    id: 'PR02',
    type: 'RELOAD',
    forDeposit: true,
    bonusRate: 0.1,
    start: -10 * D,
    end: 20 * D,
    color: '#1565c0',
    demoState: 'applying',
    title: t3('10% reload bonus', 'Bônus de recarga de 10%', '10% reload bonus'),
    content: t3(
      '<p>Every deposit over ¥200 earns 10% extra.</p>',
      '<p>Todo depósito acima de ¥200 ganha 10% a mais.</p>',
      '<p>Bawat deposito na lampas ¥200 ay may dagdag na 10%.</p>',
    ),
  },
  {
    id: 'PR03',
    type: 'DAILY',
    forDeposit: false,
    bonusRate: 0,
    start: -5 * D,
    end: 25 * D,
    color: '#2e7d32',
    demoState: 'issued',
    title: t3('Daily check-in', 'Check-in diário', 'Araw-araw na check-in'),
    content: t3(
      '<p>Log in seven days in a row for free spins.</p>',
      '<p>Entre sete dias seguidos para ganhar rodadas grátis.</p>',
      '<p>Mag-log in ng pitong sunod na araw para sa libreng spin.</p>',
    ),
  },
  {
    id: 'PR04',
    type: 'REFERRAL',
    forDeposit: false,
    bonusRate: 0,
    start: -60 * D,
    end: 300 * D,
    color: '#6a1b9a',
    demoState: 'joined',
    title: t3('Invite friends', 'Convide amigos', 'Mag-imbita ng kaibigan'),
    content: t3(
      '<p>Earn ¥50 for every friend who deposits.</p>',
      '<p>Ganhe ¥50 por cada amigo que depositar.</p>',
      '<p>Kumita ng ¥50 sa bawat kaibigang magdedeposito.</p>',
    ),
  },
  {
    id: 'PR05',
    type: 'MISSION',
    forDeposit: false,
    bonusRate: 0,
    start: -7 * D,
    end: 7 * D,
    color: '#ef6c00',
    demoState: 'rejected',
    title: t3('Weekly missions', 'Missões semanais', 'Lingguhang misyon'),
    content: t3(
      '<p>Complete missions to climb the leaderboard.</p>',
      '<p>Complete missões para subir no ranking.</p>',
      '<p>Tapusin ang mga misyon para umakyat sa leaderboard.</p>',
    ),
  },
  {
    id: 'PR06',
    type: 'VIP',
    forDeposit: false,
    bonusRate: 0,
    start: -90 * D,
    end: -2 * D,
    color: '#37474f',
    title: t3('VIP upgrade bonus (ended)', 'Bônus de promoção VIP (encerrado)', 'VIP upgrade bonus (tapos na)'),
    content: t3('<p>This promotion has ended.</p>', '<p>Esta promoção terminou.</p>', '<p>Tapos na ang promosyong ito.</p>'),
  },
  {
    id: 'PR07',
    type: 'BIRTHDAY',
    forDeposit: false,
    bonusRate: 0,
    start: 5 * D,
    end: 35 * D,
    color: '#ad1457',
    title: t3('Birthday gift (coming soon)', 'Presente de aniversário (em breve)', 'Regalo sa kaarawan (malapit na)'),
    content: t3('<p>A gift in your birthday month.</p>', '<p>Um presente no mês do seu aniversário.</p>', '<p>Isang regalo sa buwan ng iyong kaarawan.</p>'),
  },
  {
    id: 'PR08',
    type: 'WEEKEND',
    forDeposit: false,
    bonusRate: 0,
    start: -3 * D,
    end: 4 * D,
    color: '#00838f',
    demoState: 'issued',
    title: t3('Weekend cashback', 'Cashback de fim de semana', 'Weekend cashback'),
    content: t3('<p>5% back on weekend losses.</p>', '<p>5% de volta nas perdas do fim de semana.</p>', '<p>5% balik sa talo tuwing weekend.</p>'),
  },
  {
    id: 'PR09',
    type: 'SPORTS',
    forDeposit: false,
    bonusRate: 0,
    start: -2 * D,
    end: 12 * D,
    color: '#283593',
    title: t3('Sports free bet', 'Aposta grátis em esportes', 'Libreng taya sa sports'),
    content: t3(
      '<p>A ¥20 free bet after five sports bets.</p>',
      '<p>Uma aposta grátis de ¥20 após cinco apostas esportivas.</p>',
      '<p>Libreng ¥20 na taya pagkatapos ng limang sports bet.</p>',
    ),
  },
];

export const INBOX: { title: string; content: string; ago: number; read: boolean }[] = [
  {
    ago: 2 * H,
    read: false,
    title: t3('Your deposit has been credited', 'O seu depósito foi creditado', 'Naipasok na ang iyong deposito'),
    content: t3(
      '<p>¥1,000.00 has been added to your main wallet.</p>',
      '<p>¥1.000,00 foi adicionado à sua carteira principal.</p>',
      '<p>Naidagdag ang ¥1,000.00 sa iyong main wallet.</p>',
    ),
  },
  {
    ago: 20 * H,
    read: false,
    title: t3('Weekend cashback issued', 'Cashback de fim de semana emitido', 'Naibigay na ang weekend cashback'),
    content: t3(
      '<p>Claim it in the <a href="/m/rewardCenter">reward centre</a>.</p>',
      '<p>Resgate no <a href="/m/rewardCenter">centro de recompensas</a>.</p>',
      '<p>Kunin ito sa <a href="/m/rewardCenter">reward centre</a>.</p>',
    ),
  },
  {
    ago: 2 * D,
    read: false,
    title: t3('You reached VIP 3', 'Você alcançou o VIP 3', 'Umabot ka sa VIP 3'),
    content: t3(
      '<p>See your new <a href="/m/member/benefits">benefits</a>.</p>',
      '<p>Veja os seus novos <a href="/m/member/benefits">benefícios</a>.</p>',
      '<p>Tingnan ang iyong bagong <a href="/m/member/benefits">benepisyo</a>.</p>',
    ),
  },
  {
    ago: 4 * D,
    read: true,
    title: t3('Withdrawal completed', 'Saque concluído', 'Tapos na ang withdrawal'),
    content: t3(
      '<p>¥500.00 was sent to your bank card ending 4321.</p>',
      '<p>¥500,00 foi enviado ao seu cartão final 4321.</p>',
      '<p>Naipadala ang ¥500.00 sa bank card na nagtatapos sa 4321.</p>',
    ),
  },
  {
    ago: 9 * D,
    read: true,
    title: t3('Password changed', 'Senha alterada', 'Napalitan ang password'),
    content: t3(
      '<p>If this was not you, contact customer service.</p>',
      '<p>Se não foi você, fale com o atendimento.</p>',
      '<p>Kung hindi ikaw ito, makipag-ugnayan sa customer service.</p>',
    ),
  },
  {
    ago: 20 * D,
    read: true,
    title: t3('Welcome to MC01', 'Bem-vindo ao MC01', 'Maligayang pagdating sa MC01'),
    content: t3('<p>Thanks for joining. Good luck!</p>', '<p>Obrigado por se juntar a nós. Boa sorte!</p>', '<p>Salamat sa pagsali. Good luck!</p>'),
  },
];

export const CLUB_BENEFITS: { title: string; description: string }[] = [
  {
    title: t3('Birthday bonus', 'Bônus de aniversário', 'Birthday bonus'),
    description: t3('A gift every birthday month.', 'Um presente todo mês de aniversário.', 'Regalo tuwing buwan ng kaarawan.'),
  },
  {
    title: t3('Faster withdrawals', 'Saques mais rápidos', 'Mas mabilis na withdrawal'),
    description: t3('Priority processing for your withdrawals.', 'Prioridade no processamento dos seus saques.', 'Priyoridad sa pagproseso ng withdrawal.'),
  },
  {
    title: t3('Higher rebate', 'Rebate maior', 'Mas mataas na rebate'),
    description: t3('Rebate rises with every level.', 'O rebate aumenta a cada nível.', 'Tumataas ang rebate bawat level.'),
  },
  {
    title: t3('Personal host', 'Atendente pessoal', 'Personal host'),
    description: t3('A dedicated account manager from VIP 3.', 'Um gerente de conta dedicado a partir do VIP 3.', 'May sariling account manager simula VIP 3.'),
  },
];

export const TRANSACTION_CODES: { code: string; name: string }[] = [
  { code: 'DEP', name: t3('Deposit', 'Depósito', 'Deposito') },
  { code: 'WDR', name: t3('Withdrawal', 'Saque', 'Withdrawal') },
  { code: 'BET', name: t3('Bet', 'Aposta', 'Taya') },
  { code: 'PAY', name: t3('Payout', 'Pagamento', 'Panalo') },
  { code: 'BON', name: t3('Bonus', 'Bônus', 'Bonus') },
  { code: 'RBT', name: t3('Rebate', 'Rebate', 'Rebate') },
  { code: 'TRF', name: t3('Wallet transfer', 'Transferência entre carteiras', 'Paglipat sa wallet') },
  { code: 'UPL', name: t3('Transfer to upline', 'Transferência para o superior', 'Paglipat sa upline') },
  { code: 'DWN', name: t3('Transfer to downline', 'Transferência para subordinado', 'Paglipat sa downline') },
  { code: 'COM', name: t3('Agent commission', 'Comissão de agente', 'Komisyon ng agent') },
  { code: 'SAL', name: t3('Agent salary', 'Salário de agente', 'Sahod ng agent') },
  { code: 'LOT', name: t3('Lottery order', 'Aposta de loteria', 'Lottery order') },
  { code: 'REF', name: t3('Refund', 'Reembolso', 'Refund') },
  { code: 'ADJ', name: t3('Adjustment', 'Ajuste', 'Adjustment') },
];

/** Codes grouped under `types=A` (agent transactions, §2.13). */
export const AGENT_TRANSACTION_CODES = ['UPL', 'DWN', 'COM', 'SAL'];

export const COUNTRIES: [code: string, name: string, dialing: string][] = [
  ['PH', 'Philippines', '+63'],
  ['CN', 'China', '+86'],
  ['VN', 'Vietnam', '+84'],
  ['TH', 'Thailand', '+66'],
  ['ID', 'Indonesia', '+62'],
  ['MY', 'Malaysia', '+60'],
  ['BR', 'Brazil', '+55'],
  ['PT', 'Portugal', '+351'],
  ['IN', 'India', '+91'],
  ['SG', 'Singapore', '+65'],
  ['KH', 'Cambodia', '+855'],
  ['MM', 'Myanmar', '+95'],
  ['JP', 'Japan', '+81'],
  ['GB', 'United Kingdom', '+44'],
  ['US', 'United States', '+1'],
];

export const HOT_MATCHES: { id: string; league: string; home: string; away: string; inHours: number; vendor: string; gameName: string }[] = [
  { id: 'HM01', league: 'Premier League', home: 'Northbridge United', away: 'Eastport City', inHours: 3, vendor: 'SABA', gameName: 'SABA Sports' },
  { id: 'HM02', league: 'La Liga', home: 'Real Sierra', away: 'Atletico Costa', inHours: 6, vendor: 'SABA', gameName: 'SABA Sports' },
  { id: 'HM03', league: 'UEFA Champions League', home: 'Bayern Adler', away: 'Milano Rossi', inHours: 26, vendor: 'SBO', gameName: 'SBO Sportsbook' },
  { id: 'HM04', league: 'NBA', home: 'Harbor Hawks', away: 'Desert Suns', inHours: 30, vendor: 'SABA', gameName: 'SABA Sports' },
  { id: 'HM05', league: 'PBA Philippine Cup', home: 'Manila Stars', away: 'Cebu Sharks', inHours: 50, vendor: 'SBO', gameName: 'SBO Sportsbook' },
  { id: 'HM06', league: 'LPL E-sports', home: 'Dragon Esports', away: 'Tiger Gaming', inHours: 8, vendor: 'TF', gameName: 'TF E-sports' },
];

export const LOTTERY_GROUPS: { id: string; prizeMode: 'Lott' | 'ZY' | 'Elott'; vendor: string; classify: string; name: string; inMenu: boolean }[] = [
  {
    id: 'VN_NORTH',
    prizeMode: 'Lott',
    vendor: 'TCG_LOTTO_VN',
    classify: 'NORTH',
    inMenu: true,
    name: t3('North Vietnam', 'Norte do Vietnã', 'Hilagang Vietnam'),
  },
  {
    id: 'VN_CENTRAL',
    prizeMode: 'Lott',
    vendor: 'TCG_LOTTO_VN',
    classify: 'CENTRAL',
    inMenu: true,
    name: t3('Central Vietnam', 'Centro do Vietnã', 'Gitnang Vietnam'),
  },
  { id: 'VN_SOUTH', prizeMode: 'Lott', vendor: 'TCG_LOTTO_VN', classify: 'SOUTH', inMenu: true, name: t3('South Vietnam', 'Sul do Vietnã', 'Timog Vietnam') },
  { id: 'SEA_FAST', prizeMode: 'Elott', vendor: 'TCG_SEA', classify: 'FAST', inMenu: false, name: t3('Quick draws', 'Sorteios rápidos', 'Mabilisang draw') },
  { id: 'SEA_KENO', prizeMode: 'Elott', vendor: 'TCG_SEA', classify: 'KENO', inMenu: false, name: t3('Keno', 'Keno', 'Keno') },
  { id: 'SEA_PK10', prizeMode: 'ZY', vendor: 'TCG_SEA', classify: 'PK10', inMenu: false, name: t3('PK10 racing', 'Corrida PK10', 'PK10 racing') },
];

export const DEPOSIT_METHODS: { id: string; vendor: string; kind: string; name: string; min: number; max: number; banks: string[] }[] = [
  {
    id: 'DM01',
    vendor: 'MANUAL',
    kind: 'BANK',
    min: 100,
    max: 50_000,
    banks: ['ICBC', 'China Construction Bank', 'Agricultural Bank of China', 'Bank of China', 'BDO', 'BPI'],
    name: t3('Bank transfer', 'Transferência bancária', 'Bank transfer'),
  },
  {
    id: 'DM02',
    vendor: 'FASTPAY',
    kind: 'GATEWAY',
    min: 50,
    max: 20_000,
    banks: ['ICBC', 'Bank of China', 'China Merchants Bank'],
    name: t3('Online banking', 'Internet banking', 'Online banking'),
  },
  { id: 'DM03', vendor: 'ALIPAY', kind: 'ALIPAY', min: 50, max: 10_000, banks: [], name: t3('Alipay', 'Alipay', 'Alipay') },
  { id: 'DM04', vendor: 'WECHAT', kind: 'WECHAT', min: 50, max: 10_000, banks: [], name: t3('WeChat Pay', 'WeChat Pay', 'WeChat Pay') },
  { id: 'DM05', vendor: 'QQPAY', kind: 'QQ', min: 50, max: 5_000, banks: [], name: t3('QQ Wallet', 'Carteira QQ', 'QQ Wallet') },
  { id: 'DM06', vendor: 'CRYPTO', kind: 'USDT', min: 100, max: 100_000, banks: ['TRC20', 'ERC20'], name: t3('USDT', 'USDT', 'USDT') },
];

export const CONTRACT_TERMS = {
  dailySalary: t3(
    'Daily salary: 0.5% of team stake, paid every day at 04:00 when at least 5 members bet.',
    'Salário diário: 0,5% das apostas da equipe, pago todo dia às 04:00 quando ao menos 5 membros apostam.',
    'Daily salary: 0.5% ng taya ng team, binabayaran araw-araw 04:00 kapag may 5 miyembrong tumaya.',
  ),
  hourSalary: t3(
    'Hourly salary: ¥20 per active member per hour, up to ¥2,000 a day.',
    'Salário por hora: ¥20 por membro ativo por hora, até ¥2.000 por dia.',
    'Hourly salary: ¥20 bawat aktibong miyembro kada oras, hanggang ¥2,000 kada araw.',
  ),
  dividend: t3(
    'Dividend: 20% of team net loss, settled twice a month.',
    'Dividendos: 20% da perda líquida da equipe, liquidados duas vezes por mês.',
    'Dividend: 20% ng net loss ng team, binabayaran dalawang beses kada buwan.',
  ),
};
