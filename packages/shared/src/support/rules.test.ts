// spec §5 ticket form and reply rules, as both the storefront and the API apply them.
import { describe, expect, it } from 'vitest';
import { supportMessage } from './messages.ts';
import { attachmentProblem, firstReplyProblem, firstTicketFormProblem, type TicketFormValues } from './rules.ts';

const valid: TicketFormValues = {
  challenge: 'payload',
  name: 'Mona',
  email: 'mona@example.com',
  subject: 'Help',
  reason_id: '1',
  order_id: '',
  message: 'Hello',
};

describe('firstTicketFormProblem', () => {
  it('reports the first missing field in the order of spec §5', () => {
    const empty: TicketFormValues = {
      challenge: null,
      name: ' ',
      email: '',
      subject: '',
      reason_id: '',
      order_id: '',
      message: '',
    };
    const order: string[] = [];
    let values = { ...empty };
    const fixes: Partial<TicketFormValues>[] = [
      { challenge: '' },
      { name: 'Mona' },
      { email: 'mona@example.com' },
      { subject: 'Help' },
      { reason_id: 2 },
      { order_id: 'GS-1' },
      { message: 'Hi' },
    ];
    for (const fix of fixes) {
      order.push(firstTicketFormProblem(values)!.key);
      values = { ...values, ...fix };
    }
    expect(order).toEqual([
      'captchaFailed',
      'nameRequired',
      'emailRequired',
      'subjectRequired',
      'reasonRequired',
      'orderRequired',
      'messageRequired',
    ]);
    expect(firstTicketFormProblem(values)).toBeNull();
  });

  it('needs an order only for reason 2, and bounds the lengths', () => {
    expect(firstTicketFormProblem(valid)).toBeNull();
    expect(firstTicketFormProblem({ ...valid, reason_id: '2', order_id: '  ' })?.key).toBe('orderRequired');
    expect(firstTicketFormProblem({ ...valid, reason_id: 'abc' })?.key).toBe('reasonRequired');
    expect(firstTicketFormProblem({ ...valid, email: 'nope' })?.key).toBe('emailInvalid');
    // a field of marks that draw nothing (zero-width spaces, direction marks pasted from a chat) is empty
    expect(firstTicketFormProblem({ ...valid, name: '\u200b\u200f ' })?.key).toBe('nameRequired');
    expect(firstTicketFormProblem({ ...valid, subject: '\u2066\u2069' })?.key).toBe('subjectRequired');
    expect(firstTicketFormProblem({ ...valid, message: '\ufeff\u200b' })?.key).toBe('messageRequired');
    expect(firstTicketFormProblem({ ...valid, name: '\u200fمنى' })).toBeNull();
    const long = firstTicketFormProblem({ ...valid, message: 'x'.repeat(5001) });
    expect(long && supportMessage('en', long.key, long.params)).toBe('The message must be at most 5000 characters.');
  });
});

describe('reply and attachment checks', () => {
  it('needs a message or an image', () => {
    expect(firstReplyProblem('  ', 0)?.key).toBe('replyEmpty');
    expect(firstReplyProblem('\u200b\u200e', 0)?.key).toBe('replyEmpty');
    expect(firstReplyProblem('', 1)).toBeNull();
    expect(firstReplyProblem('hi', 4)?.key).toBe('tooManyFiles');
  });

  it('refuses duplicates, other types, big files and a fourth image, with the spec texts', () => {
    const text = (p: ReturnType<typeof attachmentProblem>) => (p ? supportMessage('en', p.key, p.params) : null);
    const chosen = [{ name: 'a.png', size: 10 }];
    expect(text(attachmentProblem(chosen, { name: 'a.png', size: 10, type: 'image/png' }))).toBe(
      'File "a.png" is already selected.',
    );
    expect(text(attachmentProblem([], { name: 'x.svg', size: 10, type: 'image/svg+xml' }))).toBe(
      'Invalid file type. Only jpg, jpeg, png allowed: x.svg',
    );
    expect(text(attachmentProblem([], { name: 'p.png', size: 10, type: 'application/x-php' }))).toBe(
      'Invalid file type. Only jpg, jpeg, png allowed: p.png',
    );
    expect(text(attachmentProblem([], { name: 'b.jpg', size: 5_242_881, type: 'image/jpeg' }))).toBe(
      'Image file size exceeds the limit (5MB): b.jpg',
    );
    expect(attachmentProblem([], { name: 'ok.JPEG', size: 5_242_880, type: 'image/jpeg' })).toBeNull();
    const three = [1, 2, 3].map((i) => ({ name: `${i}.png`, size: i }));
    expect(attachmentProblem(three, { name: '4.png', size: 4, type: 'image/png' })?.key).toBe('tooManyFiles');
    expect(supportMessage('ar', 'duplicateFile', { name: 'a.png' })).toBe('الملف "a.png" مختار بالفعل.');
  });
});
