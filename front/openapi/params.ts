/**
 * Every call's parameters, as core/api types them (param.ts makes the compiler hold each entry to
 * the endpoint's parameter type). Whether they travel in the query, a JSON or a form body is the
 * descriptor's (`paramPlacement`), not this table's.
 */
import * as AG from '../../core/api/agent.ts';
import * as C from '../../core/api/content.ts';
import * as G from '../../core/api/games.ts';
import * as HO from '../../core/api/handoff.ts';
import * as HE from '../../core/api/help.ts';
import * as I from '../../core/api/inbox.ts';
import { publicKey } from '../../core/api/keys.ts';
import * as M from '../../core/api/member.ts';
import * as PR from '../../core/api/profile.ts';
import * as R from '../../core/api/registration.ts';
import * as RG from '../../core/api/responsibleGaming.ts';
import * as SI from '../../core/api/signIn.ts';
import * as S from '../../core/api/site.ts';
import * as W from '../../core/api/wallet.ts';
import * as L from '../../core/api/live.ts';
import { about, bool, either, int, lit, list, nullable, num, obj, opt, str, takes, takesNothing, type ParamsEntry } from './param.ts';

const day = () => str({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const pageNo = () => int({ minimum: 1, description: 'Page number, from 1.' });
const pageSize = () => int({ minimum: 1, maximum: 100 });
const amount = () => num({ minimum: 0.01, description: 'Currency units, at most two decimals.' });
const language = () => str({ description: 'Language code of the texts (EN, PT, TY…).' });
const dataUrl = (what: string) => str({ pattern: '^data:image/(png|jpeg);base64,', description: `${what}: a PNG or JPEG data URL of at most 5 MB.` });
const dateRange = () => ({
  startDate: day(),
  endDate: day(),
  pageNo: pageNo(),
  pageSize: pageSize(),
  types: opt(str({ description: 'Comma-separated codes.' })),
});
const password = (what = 'The login password') => str({ description: what });
const fundsPassword = () => str({ pattern: '^\\d{6}$', description: 'The funds password (6 digits).' });
const announcementQuery = () =>
  obj({
    types: about('Comma-separated: B,PL,PU,H (home), B (registration), A (agent).', str()),
    groupName: lit('m_home', 'm_reg'),
    platform: lit('M'),
    merchantCode: str(),
  });
const gamePage = () => obj({ pageNo: pageNo(), pageSize: pageSize(), gameType: opt(str()), language: language() });
const gameRef = () => obj({ nodeId: str(), vendor: str() });
const decision = () => obj({ id: str(), accept: bool() });
const profileText = () => opt(str());

const session: ParamsEntry[] = [
  takesNothing(publicKey),
  takes(
    SI.login,
    obj({
      username: about('User name, or the mobile number for type sms.', str()),
      password: about('The password, or the SMS code for type sms.', str()),
      captcha: opt(str()),
      captchaId: opt(str()),
      type: lit('username', 'sms', 'firebase'),
      firebaseChannel: opt(lit('sms')),
      firebaseIdToken: opt(str()),
      firebaseMobileNo: opt(str()),
      countryDialingCode: opt(str()),
      site: opt(about('agent: on the agent site, where non-agents are refused.', lit('member', 'agent'))),
    }),
  ),
  takesNothing(SI.logout),
  takes(SI.freePlayLogin, obj({ username: opt(str()) })),
  takesNothing(SI.createTrialAccount),
  takes(SI.socialTestToken, obj({ provider: str(), subject: opt(str()), name: opt(str()) })),
  takes(SI.sendSmsCode, obj({ mobileNum: str(), countryDialingCode: opt(str()), purpose: lit('register', 'reset', 'login') })),
  takes(SI.changePassword, obj({ oldPassword: password('The current password'), newPassword: str(), confirmNewPassword: str() })),
  takes(SI.forgetPasswordByEmail, obj({ username: str(), email: str({ format: 'email' }) })),
  takes(SI.passwordResetLink, obj({ token: about("The reset link's token.", str()) })),
  takes(SI.resetPasswordByLink, obj({ token: str(), newPassword: str(), confirmNewPassword: str() })),
  takes(SI.setPasswordByPhone, obj({ newPassword: str(), mobileNum: str(), verificationCode: str() })),
  takesNothing(HO.createHandoff),
  takes(HO.redeemHandoff, obj({ code: opt(about('Absent: the code the hand-off route left with the browser.', str())) })),
  takesNothing(HO.pendingHandoff),
  takesNothing(HO.dropHandoff),
  takesNothing(HO.forkSession),
];

const registration: ParamsEntry[] = [
  takesNothing(R.captcha),
  takes(
    R.register,
    obj({
      countryDialingCode: opt(str()),
      registerUrl: str(),
      registerMethod: lit('APP', 'H5', 'PWA', 'WEBCLIP'),
      username: opt(str()),
      password: str(),
      confirmPassword: str(),
      affiliateCode: opt(str()),
      paymentPassword: opt(str()),
      recommenderId: opt(str()),
      nickname: opt(str()),
      payeeName: opt(str()),
      email: opt(str()),
      mobileNum: opt(str()),
      idNumber: opt(str()),
      qqNum: opt(str()),
      facebook: opt(str()),
      wechat: opt(str()),
      line: opt(str()),
      whatsapp: opt(str()),
      zalo: opt(str()),
      captcha: opt(str()),
      captchaId: opt(str()),
      type: lit(0),
      domain: opt(str()),
      verificationCode: opt(str()),
      firebaseChannel: opt(lit('sms')),
      firebaseIdToken: opt(str()),
    }),
  ),
  takesNothing(R.registrationSettings),
  takes(R.checkAffiliate, obj({ code: str(), domain: opt(str()) })),
  takesNothing(R.countries),
];

const member: ParamsEntry[] = [
  takesNothing(M.memberInfo),
  takesNothing(M.headIcons),
  takes(M.setHeadIcon, obj({ icon: about('One of the URLs headIcons lists.', str()) })),
  takesNothing(M.clubBenefits),
  takes(M.feedback, obj({ comment: str({ maxLength: 140 }), images: opt(list(dataUrl('A picture'), { maxItems: 3 })) })),
  takes(M.feedbackList, obj({ pageNo: pageNo(), pageSize: pageSize() })),
  takesNothing(M.affiliateInfo),
  takes(I.inbox, obj({ pageNo: pageNo(), pageSize: pageSize() })),
  takesNothing(I.unreadCount),
  takes(I.markInboxRead, obj({ id: str() })),
  takesNothing(I.markAllInboxRead),
  takesNothing(I.availablePromotions),
  takesNothing(PR.profile),
  takes(
    PR.saveProfile,
    obj({
      nickname: profileText(),
      payeeName: profileText(),
      birthday: profileText(),
      address: profileText(),
      permanentAddress: profileText(),
      nationality: profileText(),
      placeOfBirth: profileText(),
      occupation: profileText(),
      sourceOfIncome: profileText(),
      password: opt(password('The login password: needed when payeeName is set.')),
    }),
  ),
  takes(PR.uploadHeadIcon, obj({ image: dataUrl('The head icon') })),
  takesNothing(PR.verification),
  takes(PR.submitVerification, obj({ front: dataUrl('ID front'), back: dataUrl('ID back'), selfie: dataUrl('ID selfie') })),
];

const site: ParamsEntry[] = [
  takesNothing(S.initialConfig),
  takesNothing(S.whitelabel),
  takesNothing(S.systemStatus),
  takesNothing(S.settingsTemplate),
  takesNothing(S.customerServiceLinks),
  takes(S.merchantBrand, obj({ merchantCode: opt(str()) })),
  takes(HE.helpCenter, obj({ device: lit('MOBILE'), category: opt(str()) })),
];

const content: ParamsEntry[] = [
  takes(C.announcements, announcementQuery()),
  takes(C.lobbyNews, announcementQuery()),
  takes(C.banners, obj({ position: opt(lit('home', 'help')) })),
  takes(C.notices, obj({ types: opt(str()) })),
  takesNothing(C.hotMatches),
  takesNothing(C.promotions),
  takes(C.memberNotices, obj({ types: str(), pageNo: opt(pageNo()) })),
  takes(C.applyPromotion, obj({ promotionId: str(), comment: opt(str({ maxLength: 140 })), images: opt(list(dataUrl('A picture'), { maxItems: 3 })) })),
  takes(C.promotionApplication, obj({ promotionId: str() })),
  takes(C.claimPromotion, obj({ promotionId: str() })),
];

const games: ParamsEntry[] = [
  takes(G.vendorGameTypes, obj({ typeId: lit(1), merchantCode: str() })),
  takes(G.allVendors, obj({ merchantCode: str() })),
  takesNothing(G.gameCategories),
  takes(
    G.gameList,
    obj({
      merchant: str(),
      platform: lit('html5'),
      clientType: lit(2),
      gameType: about('RNG, LIVE, PVP, SPORTS, ESPORTS, COCKFIGHT, FISH, LOTT, ELOTT, INHOUSE.', str()),
      gameClassify: opt(str()),
      isNew: opt(bool()),
      pageNo: pageNo(),
      pageSize: pageSize(),
      vassalage: opt(about('Vendor code.', str())),
      gameName: opt(str()),
      minBet: opt(num()),
      language: language(),
    }),
  ),
  takes(G.hotGames, obj({ isPlatform: lit(2), merchantCode: str(), language: language(), platform: lit('html5'), gameType: opt(str()) })),
  takes(G.popularGames, obj({ merchantCode: str(), platform: lit('M') })),
  takes(G.addFavourite, gameRef()),
  takes(G.removeFavourite, gameRef()),
  takesNothing(G.favouriteIds),
  takes(G.favouriteList, gamePage()),
  takes(G.addRecent, gameRef()),
  takes(G.recentList, gamePage()),
  takes(G.lotteryGames, obj({ prizeMode: opt(lit('Lott', 'ZY', 'Elott')) })),
  takesNothing(G.lotteryMenu),
  takes(G.lotteryOpened, obj({ gameCode: opt(str()) })),
  takes(
    G.launchGame,
    obj({
      gameCategory: opt(str()),
      vendor: str(),
      gameId: opt(str()),
      nodeId: str(),
      vassalage: opt(str()),
      platform: lit('html5'),
      clientType: lit(2),
      launchMode: opt(str()),
      accountType: about('1 real money, 0 free play.', lit(0, 1)),
      language: language(),
      gameCode: opt(about("'lobby' for TCG lottery vendors.", str())),
    }),
  ),
  takes(G.lotteryOrders, obj({ pageNo: pageNo(), pageSize: pageSize(), status: opt(lit('pending', 'settled', 'cancelled')) })),
  takes(G.lotteryOrderDetail, obj({ orderId: str() })),
  takes(G.cancelSubOrder, obj({ orderId: str(), subOrderId: str() })),
];

const wallet: ParamsEntry[] = [
  takesNothing(W.balance),
  takes(W.transfer, obj({ from: about('Wallet name.', str()), to: about('Wallet name.', str()), amount: amount() })),
  takes(W.transactions, obj(dateRange())),
  takesNothing(W.transactionCodes),
  takesNothing(W.bankCards),
  takesNothing(W.withdrawSettings),
  takes(W.withdraw, obj({ bankCardId: str(), amount: amount(), fundsPassword: fundsPassword() })),
  takes(W.withdrawReport, obj(dateRange())),
  takesNothing(W.depositMethods),
  takes(W.depositPromotions, obj({ methodId: opt(str()) })),
  takes(W.deposit, obj({ methodId: str(), amount: amount(), promotionId: opt(str()), bank: opt(str()), payerName: opt(str()) })),
  takes(W.depositStatus, obj({ id: str() })),
  takes(W.depositRecords, obj(dateRange())),
  takesNothing(W.securityConfig),
  takes(
    W.setFundsPassword,
    either(
      about('Changing it: the current funds password.', obj({ oldPassword: fundsPassword(), newPassword: fundsPassword() })),
      about('Setting the first one: the login password again.', obj({ newPassword: fundsPassword(), password: password() })),
    ),
  ),
  takes(W.addBankCard, obj({ bankName: str(), cardNo: str({ pattern: '^\\d{12,19}$' }), holder: str(), password: password() })),
  takes(W.setSecurityQuestions, obj({ question: str(), answer: str() })),
  takes(W.bindEmail, obj({ email: str({ format: 'email' }), password: password() })),
  takes(W.setPayeeName, obj({ payeeName: str(), password: password() })),
  takes(W.setNickname, obj({ nickname: str() })),
  takes(W.gameRecords, obj(dateRange())),
  takes(W.profitAndLoss, obj({ startDate: day(), endDate: day() })),
  takes(W.transferToUpline, obj({ amount: amount(), fundsPassword: fundsPassword() })),
  takesNothing(W.manualRebate),
  takesNothing(W.claimManualRebate),
  takes(W.rebateReport, obj(dateRange())),
  takesNothing(W.leaderBoard),
];

const agent: ParamsEntry[] = [
  takes(AG.teamKpi, obj({ startDate: day(), endDate: day(), size: int({ minimum: 0 }) })),
  takes(AG.subordinates, obj({ pageNo: pageNo(), pageSize: pageSize(), account: opt(str()) })),
  takes(AG.updateRebate, obj({ memberId: str(), rebate: about('Percent, at most the agent’s own.', num()) })),
  takesNothing(AG.dailySalaryRequest),
  takes(AG.dividendRequest, obj({ period: opt(str()) })),
  takesNothing(AG.hourlySalaryRequest),
  takes(AG.processDailySalary, decision()),
  takes(AG.processDividend, decision()),
  takes(AG.processHourlySalary, decision()),
  takesNothing(AG.contractRequests),
  takesNothing(AG.affiliateUrls),
  takes(AG.registerDownline, obj({ username: str(), password: str(), type: int(), rebate: opt(num()) })),
  takes(AG.checkUsername, obj({ username: str() })),
  takes(AG.transferToDownline, obj({ memberIds: list(str(), { minItems: 1 }), amount: amount(), fundsPassword: fundsPassword() })),
  takesNothing(AG.chatLaunch),
  takes(AG.teamProfitLoss, obj({ startDate: day(), endDate: day(), pageNo: pageNo(), pageSize: pageSize() })),
  takes(AG.teamBets, obj({ startDate: day(), endDate: day(), pageNo: pageNo(), pageSize: pageSize(), account: opt(str()) })),
  takesNothing(AG.rebateSettings),
  takes(AG.updateRebateSettings, obj({ defaultRebate: num() })),
  takesNothing(AG.redRain),
  takes(AG.agentNotices, obj({ types: str(), pageNo: pageNo(), pageSize: pageSize() })),
  takes(AG.markNoticeRead, obj({ id: str(), types: opt(str()) })),
];

const responsibleGaming: ParamsEntry[] = [
  takesNothing(RG.rgStatus),
  takes(
    RG.setRgLimit,
    obj({ kind: lit('deposit', 'loss'), period: lit('day', 'week', 'month'), amount: opt(about('Absent: remove the limit.', num({ minimum: 0 }))) }),
  ),
  takes(
    RG.setRgSession,
    obj({
      realityCheckMinutes: about("Null: the merchant's default.", nullable(int())),
      sessionLimitMinutes: about('Null: no limit.', nullable(int())),
    }),
  ),
  takesNothing(RG.playSession),
  takesNothing(RG.continuePlaySession),
  takes(RG.startTimeOut, obj({ length: lit(...RG.TIME_OUT_LENGTHS) })),
  takes(RG.startSelfExclusion, obj({ length: lit(...RG.SELF_EXCLUSION_LENGTHS) })),
  takes(RG.activityStatement, obj({ period: lit('day', 'week', 'month') })),
];

const lastEventId = () =>
  opt(
    about(
      'The last event id the client saw, for a client that cannot send the Last-Event-ID header (the header wins when both are sent).',
      str({ maxLength: 200 }),
    ),
  );
const live: ParamsEntry[] = [takes(L.liveStream, obj({ lastEventId: lastEventId() })), takes(L.livePublicStream, obj({ lastEventId: lastEventId() }))];

export const PARAMS: readonly ParamsEntry[] = [
  ...session,
  ...registration,
  ...member,
  ...site,
  ...content,
  ...games,
  ...wallet,
  ...agent,
  ...responsibleGaming,
  ...live,
];
