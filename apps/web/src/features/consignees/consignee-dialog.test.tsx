import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { ConsigneeDialog } from './consignee-dialog.tsx';

async function renderDialog() {
  await initI18n(1);
  const onSave = vi.fn();
  render(
    <Suspense fallback={null}>
      <ConsigneeDialog initial={null} pending={false} error={undefined} onCancel={() => {}} onSave={onSave} />
    </Suspense>,
  );
  await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 });
  return onSave;
}

describe('the consignee dialog', { timeout: 30_000 }, () => {
  it('names every missing field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required field')).toHaveLength(6);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('copies the consignee address with same address ticked and sends the consignee', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = await renderDialog();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana Rojas');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '56912345678');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.cl');
    await user.type(screen.getByRole('textbox', { name: /^Consignee name/ }), 'Rojas Ltda');
    await user.click(screen.getByRole('checkbox', { name: 'Documents go to the consignee address' }));
    await user.type(screen.getByRole('textbox', { name: /^Consignee address/ }), 'Av. Prat 12');
    expect(screen.getByRole('textbox', { name: /^Document delivery address/ })).toHaveProperty('value', 'Av. Prat 12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ userConsigneeAddress: 'Av. Prat 12', userDocumentAddress: 'Av. Prat 12', flag: 0 }),
      ),
    );
  });
});
