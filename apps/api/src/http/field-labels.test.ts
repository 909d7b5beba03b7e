// A refused request names its fields as a person reads them, in the request's language: every
// field of every request schema of the contract (packages/shared/src/contract: bodies, queries and
// parameters, the shopper's and the back-office's) has a label in English and Arabic, so no message
// shows a raw key such as "price_after_discount".
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productBody } from '@store/shared/contract/admin-catalog';
import { fieldLabels } from './messages.ts';
import { issuesToMessages } from './validation.ts';

const contractDir = new URL('../../../../packages/shared/src/contract/', import.meta.url);

/** The object a request schema checks, under its pipes and refinements. */
function objectOf(schema: unknown): z.ZodObject | null {
  let s = schema as { _zod?: { def?: { in?: unknown; innerType?: unknown; schema?: unknown } } } | undefined;
  for (let depth = 0; s && !(s instanceof z.ZodObject) && depth < 10; depth++) {
    const def = s._zod?.def;
    s = (def?.in ?? def?.innerType ?? def?.schema) as typeof s;
  }
  return s instanceof z.ZodObject ? s : null;
}

describe('field labels', () => {
  it('every field of every request schema has a label in both languages', async () => {
    const unlabelled: string[] = [];
    let fields = 0;
    for (const file of fs.readdirSync(contractDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const mod = (await import(new URL(file, contractDir).href)) as Record<string, unknown>;
      for (const [name, schema] of Object.entries(mod)) {
        if (!/(Body|Query|Params)$/.test(name)) continue;
        const object = objectOf(schema);
        if (!object) continue;
        for (const key of Object.keys(object.shape)) {
          fields++;
          const en = (fieldLabels.catalogue.en as Record<string, string>)[key];
          const ar = (fieldLabels.catalogue.ar as Record<string, string>)[key];
          if (!en || !ar) unlabelled.push(`${file} ${name}.${key}`);
        }
      }
    }
    expect(fields).toBeGreaterThan(200);
    expect(unlabelled).toEqual([]);
  });

  it('a message a request schema carries is a feature key (its en and ar text in the API), never an English sentence', () => {
    const sentences: string[] = [];
    for (const file of fs.readdirSync(contractDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      fs.readFileSync(new URL(file, contractDir), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // documentation of the OpenAPI document (description, examples) is English on purpose
          if (/description|examples|meta\(|^\s*(\/\/|\*|\/\*\*)/.test(line)) return;
          if (/'[A-Z][a-z]+ [^']*[.!]'/.test(line)) sentences.push(`${file}:${i + 1} ${line.trim()}`);
        });
    }
    expect(sentences).toEqual([]);
  });

  it('a product saved without images is told so in words, in English and Arabic', () => {
    const refused = productBody.safeParse({ images: [] });
    expect(refused.success).toBe(false);
    const en = issuesToMessages(refused.error!.issues, 'en');
    const ar = issuesToMessages(refused.error!.issues, 'ar');
    expect(en).toContain('Images: add at least one.');
    expect(en).toContain('Price is required.');
    expect(ar).toContain('الصور: أضف عنصراً واحداً على الأقل.');
    expect([...en, ...ar].join(' ')).not.toMatch(/\b(images|price_after_discount|name_en)\b/);
  });
  it('an Arabic refusal agrees with its subject whatever the gender of the field’s name: it is about the field (حقل)', () => {
    const schema = z.object({
      city: z.string(),
      qty: z.number(),
      images: z.array(z.string()).max(1),
      status: z.enum(['a', 'b']),
    });
    const refused = schema.safeParse({ qty: 'x', images: ['a', 'b'], status: 'c' });
    expect(issuesToMessages(refused.error!.issues, 'ar')).toEqual([
      'حقل المدينة مطلوب.',
      'حقل الكمية يجب أن يكون رقماً.',
      'حقل الصور يجب ألا يحتوي على أكثر من 1 عناصر.',
      'حقل الحالة يجب أن يكون إحدى القيم: a, b.',
    ]);
    expect(issuesToMessages(refused.error!.issues, 'en')).toEqual([
      'City is required.',
      'Quantity must be a number.',
      'Images must have at most 1 items.',
      'Status must be one of: a, b.',
    ]);
  });
});
