import { describe, it, expect } from '../../tests/browser/helpers.ts';
import { kitPolicy, trustedMarkup, TRUSTED_TYPES_POLICY_NAME } from './trusted-types.ts';

describe('the kit’s Trusted Types policy', () => {
  it('is made once, named mc-kit', () => {
    const policy = kitPolicy();
    expect(kitPolicy()).to.equal(policy);
    if (policy) expect(policy.name).to.equal(TRUSTED_TYPES_POLICY_NAME);
  });

  it('takes the plain markup a library builds (mc-banner’s swiper dots) and refuses anything active', () => {
    const dots =
      '<button type="button" class="swiper-pagination-bullet" aria-label="Go to slide 1"></button><span class="swiper-pagination-current">1</span> / <span part="bullet" class="x"></span>';
    expect(String(trustedMarkup(dots))).to.equal(dots);
    expect(String(trustedMarkup(''))).to.equal('');
    for (const bad of [
      '<img src="x" onerror="alert(1)">',
      '<span onclick="alert(1)"></span>',
      '<a href="javascript:alert(1)">x</a>',
      '<script>alert(1)</script>',
      '<span style="background:url(x)"></span>',
      '<span class="a"><img src=x></span>',
      '<svg onload="alert(1)"></svg>',
    ]) {
      expect(() => trustedMarkup(bad), bad).to.throw(TypeError);
    }
  });
});
