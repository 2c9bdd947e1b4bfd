import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  importVerdictAnswerSchema,
  languageTag,
  type ErrorBody,
  type ImportVerdictAnswer,
  type LanguageCode,
} from '@market/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '../lib/i18n/i18n.ts';
import { applyDocumentLanguage } from '../lib/i18n/language.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { ImportRefusalNotice, ImportVerdict } from './import-verdict.tsx';

const notes = {
  note: '',
  engNote: 'A KEBS inspection is required.',
  fraNote: '',
  arNote: 'يلزم فحص KEBS.',
  ruNote: '',
  esNote: '',
};
const rule = { sourceUrl: 'https://www.kebs.org/', checkedOn: '2026-11-23', status: 'toVerify' as const, ...notes };
const fromTable = { transit: { days: 38, basis: 'table' as const }, limitSourceUrl: null };
const answers: Record<string, ImportVerdictAnswer> = {
  KE: {
    countryCode: 'KE',
    arrival: '2027-01-22',
    ...fromTable,
    result: {
      verdict: 'notAllowed',
      reasons: ['age', 'steering'],
      maxAgeYears: 8,
      steering: 'right',
      vehicleClass: 'passenger',
      age: { basis: 'registrationYear', from: '2017-01-01' },
    },
    rule,
  },
  RU: {
    countryCode: 'RU',
    arrival: '2027-01-22',
    ...fromTable,
    result: { verdict: 'allowed', conditions: ['salvage'], vehicleClass: 'passenger', age: null },
    rule: { ...rule, sourceUrl: 'https://customs.gov.ru/', status: 'verified', engNote: '' },
  },
  TZ: {
    countryCode: 'TZ',
    arrival: '2027-01-22',
    transit: { days: 60, basis: 'default' },
    limitSourceUrl: 'https://www.tra.go.tz/trucks',
    result: {
      verdict: 'check',
      check: 'unknownFacts',
      unknown: ['weight', 'steering'],
      vehicleClass: 'truck',
      age: null,
    },
    rule: { ...rule, sourceUrl: 'https://www.tra.go.tz/', checkedOn: null },
  },
  FR: {
    countryCode: 'FR',
    arrival: '2027-01-22',
    ...fromTable,
    result: { verdict: 'check', check: 'noRule', unknown: [], vehicleClass: 'passenger', age: null },
    rule: null,
  },
};

function fakeApi() {
  const fetch = vi.fn(async (url: string) => {
    const code = new URL(url, 'http://localhost').searchParams.get('countryCode') ?? '';
    const body = url.startsWith('/api/import-rules/verdict?itemNo=7&') ? answers[code] : undefined;
    // Parsed with the server's schema (shared code may not import testing/api-fixture.ts, decision 0130).
    return body
      ? Response.json(importVerdictAnswerSchema.parse(body))
      : Response.json({ code: 'NOT_FOUND', message: '' } satisfies ErrorBody, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function show(
  countryCode: string,
  countryName: string,
  language: LanguageCode = 1,
  onAck?: (v: boolean) => void,
) {
  const i18n = await initI18n(language);
  await i18n.changeLanguage(languageTag(language));
  applyDocumentLanguage(language);
  render(
    <Suspense fallback={null}>
      <QueryClientProvider client={createQueryClient()}>
        <ImportVerdict
          itemNo={7}
          countryCode={countryCode}
          countryName={countryName}
          language={language}
          acknowledged={false}
          onAcknowledgedChange={onAck}
        />
      </QueryClientProvider>
    </Suspense>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ImportVerdict', () => {
  it('says why a vehicle is not allowed, with the source, its date and that it is to verify; asks to acknowledge', async () => {
    fakeApi();
    const acknowledge = vi.fn();
    await show('KE', 'Kenya', 1, acknowledge);
    const verdict = await screen.findByRole('status', { name: 'Import verdict for Kenya' });
    expect(verdict.textContent).toContain('Not allowed: 8 years old or more on arrival, right-hand drive only');
    expect(verdict.textContent).toContain('A KEBS inspection is required.');
    expect(verdict.textContent).toContain('checked Nov 23, 2026 · not yet verified by our staff');
    // Which class, from which day the age counts and on what basis, and the arrival with its transit.
    expect(verdict.textContent).toContain(
      'Judged as: passenger car. Age counted from Jan 1, 2017 (year of first registration). ' +
        'Judged for arrival around Jan 22, 2027 (estimated transit 38 days).',
    );
    expect(screen.getByRole('link', { name: 'www.kebs.org' }).getAttribute('href')).toBe('https://www.kebs.org/');
    // The checkbox's code loads when it is first shown (decision 0171).
    await userEvent.setup({ delay: null }).click(
      await screen.findByRole('checkbox', {
        name: 'I understand this vehicle is not allowed into Kenya and still want to send an inquiry.',
      }),
    );
    expect(acknowledge).toHaveBeenCalledWith(true);
  });

  it('says allowed with its condition, and check with your authority without a rule', async () => {
    fakeApi();
    await show('RU', 'Russia');
    const allowed = await screen.findByRole('status', { name: 'Import verdict for Russia' });
    expect(allowed.textContent).toContain('Allowed');
    expect(allowed.textContent).toContain('Provided the vehicle is not salvage or flood-damaged.');
    expect(allowed.textContent).not.toContain('not yet verified');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says check for a truck whose weight and steering decide, with the default transit and the class source', async () => {
    fakeApi();
    await show('TZ', 'Tanzania');
    const check = await screen.findByRole('status', { name: 'Import verdict for Tanzania' });
    expect(check.textContent).toContain('Depends on: the gross weight, the steering side.');
    expect(check.textContent).toContain('Judged as: truck.');
    expect(check.textContent).toContain('no transit time recorded for this route, 60 days assumed');
    expect(check.textContent).toContain('not yet read on the source');
    expect(screen.getByRole('link', { name: 'www.tra.go.tz' }).getAttribute('href')).toBe(
      'https://www.tra.go.tz/trucks',
    );
  });

  it('says check with your authority for a country without a rule, with no source', async () => {
    fakeApi();
    await show('FR', 'France');
    const check = await screen.findByRole('status', { name: 'Import verdict for France' });
    expect(check.textContent).toContain(
      'Check with your authority: we have no import rule recorded for this country yet.',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('speaks Arabic, right to left, with the Arabic note', async () => {
    fakeApi();
    await show('KE', 'كينيا', 3, () => {});
    const verdict = await screen.findByRole('status', { name: 'حكم الاستيراد إلى كينيا' });
    expect(verdict.textContent).toContain('غير مسموح: عمرها 8 سنوات أو أكثر عند الوصول والمقود على اليمين فقط');
    expect(verdict.textContent).toContain('يلزم فحص KEBS.');
    expect(verdict.textContent).toContain('سنة أول تسجيل');
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('ImportRefusalNotice', () => {
  it('names the refused vehicles and asks for one acknowledgement; shows nothing when none is refused', async () => {
    await initI18n(1);
    const acknowledge = vi.fn();
    const { rerender } = render(
      <ImportRefusalNotice
        itemNos={[12, 34]}
        countryName="Kenya"
        acknowledged={false}
        onAcknowledgedChange={acknowledge}
      />,
    );
    const notice = screen.getByRole('status', { name: 'Import verdict for Kenya' });
    expect(notice.textContent).toContain("Not allowed into Kenya: CB12, CB34. Each vehicle's page says why.");
    // The checkbox's code loads when it is first shown (decision 0171).
    await userEvent.setup({ delay: null }).click(
      await screen.findByRole('checkbox', {
        name: 'I understand these vehicles are not allowed into Kenya and still want to send an inquiry.',
      }),
    );
    expect(acknowledge).toHaveBeenCalledWith(true);
    rerender(
      <ImportRefusalNotice itemNos={[]} countryName="Kenya" acknowledged={false} onAcknowledgedChange={acknowledge} />,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
