import { useState } from 'react';
import { describe, it, expect, mount, shadowQuery, waitFor, click, textOf, mockFetch, fail } from '../tests/browser/helpers.ts';
import { define } from './define.ts';
import { useT } from './base/i18n.ts';
import { $translations, hasText } from '../core/i18n.ts';
import { call } from '../core/api/request.ts';
import { errorMessageKey } from '../core/api/errors.ts';
import { helpCenter } from '../core/api/help.ts';
import { CODES_PART } from '../core/text-parts.ts';

// One page for this file: the texts an element loads are the page's, so the order of the tests
// is the order a page would see (nothing, then a failure, then a text outside any list).

function AskHelp() {
  const { t } = useT();
  const [message, setMessage] = useState('');
  const ask = () =>
    call(helpCenter, { device: 'MOBILE' }).then(
      () => setMessage('answered'),
      (error: unknown) => setMessage(t(errorMessageKey(error, hasText))),
    );
  return (
    <>
      <button type="button" onClick={ask}>
        {t('help.others')}
      </button>
      <p className="message">{message}</p>
    </>
  );
}
define('mc-test-ask-help', AskHelp, { texts: ['help'] });

function Unlisted() {
  const { t } = useT();
  return <p className="text">{t('lobby.addHome.download')}</p>;
}
define('mc-test-unlisted', Unlisted, { texts: ['help'] });

describe('an element’s texts', () => {
  it('load as its list names them, and a failure that names a platform code shows the code’s own words', async () => {
    mockFetch({ 'GET /wps/system/helpCenter': fail('USER_NOT_EXIST', 'user does not exist') });
    const el = await mount('<mc-test-ask-help></mc-test-ask-help>', { ready: (e) => textOf(shadowQuery(e, 'button')) === 'Other questions' });
    expect($translations.get().parts.has(CODES_PART), 'the codes before any failure').to.equal(false);
    expect(hasText('code.USER_NOT_EXIST')).to.equal(false);

    click(shadowQuery(el, 'button')!);
    await waitFor(() => textOf(shadowQuery(el, '.message')) !== '');
    expect(textOf(shadowQuery(el, '.message'))).to.equal('User does not exist or is disabled');
  });

  it('outside every list the page loaded still shows, once all texts are in', async () => {
    const el = await mount('<mc-test-unlisted></mc-test-unlisted>');
    await waitFor(() => textOf(shadowQuery(el, '.text')) === 'Download the profile');
  });
});
