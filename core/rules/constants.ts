/**
 * Every number of §9, named. Widgets and tests import these; a literal timing in a widget is a bug.
 */

// Timings (ms)
export const ANNOUNCEMENT_POPUP_DELAY_MS = 500;
export const HOT_MATCH_ROTATION_MS = 5000;
export const HOT_MATCH_SLIDE_MS = 500;
export const BANNER_AUTOPLAY_MS = 5000;
export const LANGUAGE_DEBOUNCE_MS = 200;
export const TAB_SWITCH_COPY_MS = 150;
export const MODAL_AUTOFOCUS_MS = 500;
export const PAGE_TRANSITION_MS = 300;
export const LOADING_COMPONENT_DELAY_MS = 200;
export const LONG_PRESS_MS = 370;
export const POPUP_HOVER_LEAVE_MS = 100;
export const POPUP_BLUR_MS = 150;
export const PASSWORD_CHANGE_REDIRECT_MS = 1000;
export const LOAD_MORE_THROTTLE_MS = 1000;

/** Menu scroll step, in rem-based units. */
export const MENU_SCROLL_STEP_REM = 1.28;

// Toast durations (ms)
export const TOAST_SHORT_MS = 1500;
export const TOAST_DEFAULT_MS = 3000;
export const TOAST_LONG_MS = 8000;
export const TOAST_SUCCESS_MS = 1000;
export const TOAST_SUCCESS_LONG_MS = 1500;
export const TOAST_NOTICE_MS = 2000; // in_logged_login, contact_service, free_reject
export const LOADING_LOGOUT_MS = 10_000;
export const LOADING_SMS_MS = 9_999_000;
export const LOADING_LIST_MS = 2000;
export const LOADING_RECENT_MS = 9_999_000;

// Gestures
export const BACK_SWIPE_PX = 100;
export const LOAD_MORE_DISTANCE_PX = 500;

// Jackpot (simulated counter)
export const JACKPOT_MIN = 50_000_000_000;
export const JACKPOT_MAX = 99_999_999_999;
export const JACKPOT_STEP_MIN = 100;
export const JACKPOT_STEP_MAX = 500;
export const JACKPOT_INTERVALS_S = [3, 4, 5] as const;

// SMS
export const SMS_DEFAULT_EXPIRED_MINUTES = 1;
export const SMS_THIRD_PARTY_MINUTES = 1;

// Input limits
export const CAPTCHA_MAX_LENGTH = 6;
export const CAPTCHA_TEXT_MIN = 1;
export const CAPTCHA_TEXT_MAX = 16;
export const SMS_CODE_MAX_LENGTH = 10;
export const MOBILE_MAX_LENGTH = 20;
export const COMMENT_MAX_LENGTH = 140;
export const EMAIL_MAX_LENGTH = 255;
export const UPLOAD_MAX_FILES = 3;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg'] as const;
export const MIN_IOS_VERSION = '12.4';
export const LEGACY_IOS_TIP_MAX_VERSION = '12.1';
export const AGE_LIMITS = [18, 21] as const;
export const CLAIMED_GAME_COUNT = 600;

// Paging
export const GAME_LIST_PAGE_SIZE = 26;
export const FAVOURITES_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;

// Money
export const BALANCE_DECIMALS = 0;
export const CURRENCY_PATTERN_DEFAULT = '#,##0.00';
export const CURRENCY_DEFAULT = 'CNY';

// Minimum-bet filter options (§5)
export const MIN_BET_OPTIONS = ['all', 0.01, 0.05, 0.1, 0.5, 0.75] as const;

// Add-to-home-screen tip type default (§4)
export const ADD_HOME_TIP_TYPE_DEFAULT = 2;

// Customer-service path key length (§9)
export const CUSTOMER_SERVICE_KEY_LENGTH = 8;

// Account screens (§4, §8)
/** The SMS-code button counts down once a second. */
export const COUNTDOWN_TICK_MS = 1000;
/** E-mail recovery: the success message (in_been_out) shows 1 s, then the player is sent back. */
export const FORGOT_EMAIL_BACK_MS = 1000;
/** The password-change success message shows 1 s (then PASSWORD_CHANGE_REDIRECT_MS to /m/home). */
export const PASSWORD_CHANGE_SUCCESS_MS = 1000;
/** Loading toast of an account call (password change), as long as the logout's. */
export const LOADING_ACCOUNT_MS = LOADING_LOGOUT_MS;
