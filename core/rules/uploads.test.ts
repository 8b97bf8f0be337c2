import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from './constants.ts';
import { checkComment, checkUpload, checkUploads, dataUrlBytes, sniffImageType, uploadProblemKey, uploadProblemValues, uploadType } from './uploads.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('upload rules (§5, §9)', () => {
  it('takes png and jpg by MIME type, and by extension when the type is empty', () => {
    expect(uploadType(file('a.png', 'image/png'))).toBe('image/png');
    expect(uploadType(file('a.jpg', 'image/jpeg'))).toBe('image/jpeg');
    expect(uploadType(file('a.JPG', 'image/jpg'))).toBe('image/jpeg');
    expect(uploadType(file('photo.JPEG', ''))).toBe('image/jpeg');
    expect(uploadType(file('shot.png', ''))).toBe('image/png');
  });

  it('refuses every other type, whatever the name says', () => {
    for (const f of [
      file('a.gif', 'image/gif'),
      file('a.webp', 'image/webp'),
      file('a.png', 'image/svg+xml'),
      file('a.pdf', 'application/pdf'),
      file('noext', ''),
      file('a.heic', ''),
    ]) {
      expect(uploadType(f), f.name + f.type).toBe(null);
      expect(checkUpload(f)).toEqual({ kind: 'type', name: f.name });
    }
  });

  it('takes exactly 5 MB and refuses one byte more, and refuses empty files', () => {
    expect(UPLOAD_MAX_BYTES).toBe(5 * MB);
    expect(checkUpload(file('ok.png', 'image/png', 5 * MB))).toBe(null);
    expect(checkUpload(file('big.png', 'image/png', 5 * MB + 1))).toEqual({ kind: 'size', name: 'big.png', size: 5 * MB + 1 });
    expect(checkUpload(file('zero.jpg', 'image/jpeg', 0))).toEqual({ kind: 'empty', name: 'zero.jpg' });
  });

  it('a wrong type is reported before a wrong size', () => {
    expect(checkUpload(file('huge.gif', 'image/gif', 50 * MB))?.kind).toBe('type');
  });

  it('accepts at most 3, counting those already chosen, in the order picked', () => {
    expect(UPLOAD_MAX_FILES).toBe(3);
    const four = ['1', '2', '3', '4'].map((n) => file(`${n}.png`, 'image/png'));
    const all = checkUploads(four);
    expect(all.accepted.map((f) => f.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(all.refused).toEqual([{ file: four[3], problem: { kind: 'count', name: '4.png', max: 3 } }]);

    const later = checkUploads(four.slice(0, 2), 2);
    expect(later.accepted.map((f) => f.name)).toEqual(['1.png']);
    expect(later.refused.map((r) => r.problem.kind)).toEqual(['count']);
    expect(checkUploads(four, 3).accepted).toEqual([]);
  });

  it('a refused file does not use up a place', () => {
    const picked = [
      file('a.gif', 'image/gif'),
      file('b.png', 'image/png', 6 * MB),
      file('c.png', 'image/png'),
      file('d.jpg', 'image/jpeg'),
      file('e.jpg', 'image/jpeg'),
    ];
    const r = checkUploads(picked, 1);
    expect(r.accepted.map((f) => f.name)).toEqual(['c.png', 'd.jpg']);
    expect(r.refused.map((x) => `${x.file.name}:${x.problem.kind}`)).toEqual(['a.gif:type', 'b.png:size', 'e.jpg:count']);
  });

  it('reads PNG and JPEG signatures and nothing else', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a...'))).toBe(null);
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns'))).toBe(null);
    expect(sniffImageType(new Uint8Array([0x89, 0x50]))).toBe(null);
    expect(sniffImageType(new Uint8Array())).toBe(null);
  });

  it('measures a data URL as the platform does', () => {
    expect(dataUrlBytes('data:image/png;base64,AAAA')).toBe(3);
    expect(dataUrlBytes('data:image/png;base64,AAA=')).toBe(2);
    expect(dataUrlBytes('data:image/png;base64,AA==')).toBe(1);
    expect(dataUrlBytes('nonsense')).toBe(0);
  });

  it('names an i18n key and its values for each problem', () => {
    expect(uploadProblemKey({ kind: 'type', name: 'a.gif' })).toBe('upload.error.type');
    expect(uploadProblemKey({ kind: 'size', name: 'a.png', size: 1 })).toBe('upload.error.size');
    expect(uploadProblemKey({ kind: 'count', name: 'a.png', max: 3 })).toBe('upload.error.count');
    expect(uploadProblemKey({ kind: 'empty', name: 'a.png' })).toBe('upload.error.empty');
    expect(uploadProblemValues({ kind: 'size', name: 'a.png', size: 1 })).toEqual({ name: 'a.png', max: 3, mb: 5 });
  });

  it('comments: at most 140 characters, required only when asked', () => {
    expect(COMMENT_MAX_LENGTH).toBe(140);
    expect(checkComment('')).toBe(null);
    expect(checkComment('   ', { required: true })).toBe('required');
    expect(checkComment('x'.repeat(140))).toBe(null);
    expect(checkComment('x'.repeat(141))).toBe('too_long');
  });
});
