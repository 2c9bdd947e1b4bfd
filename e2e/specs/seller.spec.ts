import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login, useLanguage, visit } from '../browser-session.ts';
import sharp from 'sharp';

const screenshot = (name: string) => fileURLToPath(new URL(`../../test-results/screenshots/${name}`, import.meta.url));

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

let serial = 0;
function chassisNo(): string {
  serial += 1;
  return `E2E${Date.now().toString(36).toUpperCase()}${serial}`.padEnd(17, '7').slice(0, 17);
}

function picture(color: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 427, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** Opens a searchable dropdown by its label, types, and picks the option. */
async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).first().click();
  await expect(box).toHaveValue(option);
}

/** Picks the first entry of a dropdown. */
async function chooseFirst(page: Page, label: RegExp): Promise<string> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  // The open dropdown's list: the header's language select has options of its own.
  const option = page.getByRole('listbox').getByRole('option').first();
  const text = (await option.textContent())?.trim() ?? '';
  await option.click();
  return text;
}

type Named = Record<string, string | number | null>;

/** A car along a cascade that exists: a year, a maker of that year, a model and a detail model. */
async function carChoice(request: APIRequestContext) {
  const year = 2020;
  for (const maker of await get<Named[]>(request, `/api/items/maker?year=${year}`)) {
    const models = await get<Named[]>(request, `/api/items/model?year=${year}&maker=${maker.makerNo}`);
    for (const model of models) {
      const details = await get<Named[]>(
        request,
        `/api/items/detail-model?year=${year}&maker=${maker.makerNo}&model=${model.modelNo}`,
      );
      if (details.length > 0 && models.length > 1)
        return { year, maker, model, otherModel: models.find((m) => m !== model)!, detail: details[0]! };
    }
  }
  throw new Error('no car cascade');
}

async function specialChoice(request: APIRequestContext) {
  for (const form of await get<Named[]>(request, '/api/items/forms')) {
    for (const formDetail of await get<Named[]>(request, `/api/items/form-detail?form=${form.formNo}&upload=1`)) {
      for (const capacity of await get<Named[]>(
        request,
        `/api/items/capacity?formDetail=${formDetail.formDetailNo}&upload=1`,
      )) {
        const makers = await get<Named[]>(request, `/api/items/special-maker?capacity=${capacity.capacityNo}&upload=1`);
        for (const maker of makers) {
          const models = await get<Named[]>(
            request,
            `/api/items/special-model?capacity=${capacity.capacityNo}&maker=${maker.makerNo}&upload=1`,
          );
          if (models.length > 1) return { form, formDetail, capacity, maker, model: models[0]!, other: models[1]! };
        }
      }
    }
  }
  throw new Error('no special cascade');
}

test.describe('seller', () => {
  test('registers a car with three pictures and options in English; the car cascade clears as specified', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await login(page.request, 'demo-seller');
    const car = await carChoice(page.request);
    const options = await get<{ itemOptionSafe: Named[]; itemOptionInside: Named[] }>(
      page.request,
      '/api/items/options',
    );
    const chassis = chassisNo();

    await visit(page, '/item/upload');
    await page.getByRole('button', { name: 'Car', exact: true }).click();
    await page.getByRole('textbox', { name: /^Chassis number/ }).fill(chassis);
    await expect(page.getByText('This chassis number can be used')).toBeVisible();

    // Before a year is chosen, the maker list says what to do first.
    await page.getByRole('combobox', { name: /^Make/ }).click();
    await expect(page.getByText('Please select a Year')).toBeVisible();
    await page.keyboard.press('Escape');

    await choose(page, /^Year/, String(car.year));
    await choose(page, /^Make/, String(car.maker.engMaker));
    // Typing a maker that does not exist: the no-match text.
    const makeBox = page.getByRole('combobox', { name: /^Make/ });
    await makeBox.click();
    await makeBox.fill('zzzz');
    await expect(page.getByText('No matching Make')).toBeVisible();
    await page.keyboard.press('Escape');
    await choose(page, /^Make/, String(car.maker.engMaker));
    await choose(page, /^Model/, String(car.model.engModel));
    await choose(page, /^Detail model/, String(car.detail.engDetailModel));
    // The detail model fills the size and the weight, and the CBM follows.
    await expect(page.getByRole('textbox', { name: /^Length/ })).toHaveValue(String(car.detail.length));
    await expect(page.getByRole('textbox', { name: /^Weight/ })).toHaveValue(String(car.detail.weight));
    await expect(page.getByTestId('cbm')).toContainText(/\d+\.\d{3}/);

    // Changing the model clears the detail model; changing the year clears maker, model and detail model.
    await choose(page, /^Model/, String(car.otherModel.engModel));
    await expect(page.getByRole('combobox', { name: /^Detail model/ })).toHaveValue('');
    await choose(page, /^Year/, String(car.year - 1));
    await expect(page.getByRole('combobox', { name: /^Make/ })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: /^Model/ })).toHaveValue('');
    await choose(page, /^Year/, String(car.year));
    await choose(page, /^Make/, String(car.maker.engMaker));
    await choose(page, /^Model/, String(car.model.engModel));
    await choose(page, /^Detail model/, String(car.detail.engDetailModel));

    await page.getByRole('textbox', { name: /^Sell price/ }).fill('15000');
    await expect(page.getByText('$15,000')).toBeVisible();
    await expect(page.getByTestId('payout-hint')).toHaveText('Commission $300, your payout $14,700');
    await page.getByRole('textbox', { name: /^Engine displacement/ }).fill('1998');
    await page.getByRole('textbox', { name: /^Seats/ }).fill('5');
    await page.getByRole('textbox', { name: /^Doors/ }).fill('4');
    await page.getByRole('textbox', { name: /^Mileage/ }).fill('52000');
    await page.getByRole('textbox', { name: /^Grade/ }).fill('Premium');
    await expect(page.getByTestId('grade-counter')).toHaveText('7/25');
    await chooseFirst(page, /^Transmission/);
    await chooseFirst(page, /^Fuel/);
    await chooseFirst(page, /^Drive/);
    await chooseFirst(page, /^Location/);
    await chooseFirst(page, /^Colour/);
    await page.getByRole('button', { name: 'Right' }).click();

    const safe = String(options.itemOptionSafe[0]!.engOptionName);
    const inside = String(options.itemOptionInside[1]!.engOptionName);
    await page.getByRole('checkbox', { name: safe }).check();
    await page.getByRole('checkbox', { name: inside }).check();

    await page.getByTestId('picture-input').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await picture('#aa2222') },
      { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await picture('#22aa22') },
      { name: 'rear.jpg', mimeType: 'image/jpeg', buffer: await picture('#2222aa') },
    ]);
    await expect(page.getByTestId('picture-slot')).toHaveCount(3);
    // The third picture becomes the second.
    await page.getByRole('button', { name: 'Move picture 3 earlier' }).click();
    await page.getByRole('textbox', { name: /^YouTube link/ }).fill('https://youtu.be/dQw4w9WgXcQ');
    await page.screenshot({ path: screenshot('seller-car-form-en.png'), fullPage: true });

    await page.getByRole('button', { name: 'Register item' }).click();
    await expect(page).toHaveURL(/\/item\/list$/);

    const list = await get<{ list: { itemNo: number }[] }>(page.request, `/api/items/my-items?keyword=${chassis}`);
    expect(list.list).toHaveLength(1);
    // The list confirms the registration and links to the new listing.
    const number = `CB${list.list[0]!.itemNo}`;
    await expect(page.getByRole('status').filter({ hasText: number })).toContainText(
      `Vehicle ${number} is registered and listed.`,
    );
    const item = await get<{
      itemInfo: { handle: number; youtube: string; sellPrice: number };
      itemOptions: number[];
      itemPicture: unknown[];
    }>(page.request, `/api/items/my-item?itemNo=${list.list[0]!.itemNo}`);
    expect(item.itemPicture).toHaveLength(3);
    expect(item.itemOptions.sort()).toEqual(
      [options.itemOptionSafe[0]!.optionNo, options.itemOptionInside[1]!.optionNo].sort(),
    );
    expect(item.itemInfo).toMatchObject({
      handle: 1,
      sellPrice: 15000,
      youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
  });

  test('a text file named .jpg is refused in the form and nothing is published; a real picture publishes', async ({
    page,
  }) => {
    await login(page.request, 'demo-seller');
    const car = await carChoice(page.request);
    const chassis = chassisNo();
    const published = async () =>
      (await get<{ list: unknown[] }>(page.request, `/api/items/my-items?keyword=${chassis}`)).list.length;

    await visit(page, '/item/upload');
    await page.getByRole('button', { name: 'Car', exact: true }).click();
    await page.getByRole('textbox', { name: /^Chassis number/ }).fill(chassis);
    await choose(page, /^Year/, String(car.year));
    await choose(page, /^Make/, String(car.maker.engMaker));
    await choose(page, /^Model/, String(car.model.engModel));
    await choose(page, /^Detail model/, String(car.detail.engDetailModel));
    await page.getByRole('textbox', { name: /^Sell price/ }).fill('15000');
    await page.getByRole('textbox', { name: /^Engine displacement/ }).fill('1998');
    await page.getByRole('textbox', { name: /^Seats/ }).fill('5');
    await page.getByRole('textbox', { name: /^Doors/ }).fill('4');
    await page.getByRole('textbox', { name: /^Mileage/ }).fill('52000');
    await chooseFirst(page, /^Transmission/);
    await chooseFirst(page, /^Fuel/);
    await chooseFirst(page, /^Drive/);
    await chooseFirst(page, /^Location/);
    await chooseFirst(page, /^Colour/);

    // A text file named .jpg (the browser calls it image/jpeg) is refused by its first bytes, in the form.
    await page
      .getByTestId('picture-input')
      .setInputFiles([{ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all\n') }]);
    await expect(page.getByText('notes.jpg is not a JPEG, PNG or WebP picture.')).toBeVisible();
    await expect(page.getByTestId('picture-slot')).toHaveCount(0);
    expect(await published()).toBe(0);

    await page
      .getByTestId('picture-input')
      .setInputFiles([{ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await picture('#aa2222') }]);
    await expect(page.getByTestId('picture-slot')).toHaveCount(1);
    await page.getByRole('button', { name: 'Register item' }).click();
    await expect(page).toHaveURL(/\/item\/list$/);
    const list = await get<{ list: { itemNo: number }[] }>(page.request, `/api/items/my-items?keyword=${chassis}`);
    expect(list.list).toHaveLength(1);
    const item = await get<{ itemPicture: unknown[] }>(
      page.request,
      `/api/items/my-item?itemNo=${list.list[0]!.itemNo}`,
    );
    expect(item.itemPicture).toHaveLength(1);
  });

  test('registers a special vehicle in Russian; the special cascade clears as specified', async ({ page }) => {
    await useLanguage(page, 4);
    await login(page.request, 'demo-dealer');
    const special = await specialChoice(page.request);
    const chassis = chassisNo();

    await visit(page, '/item/upload');
    await page.getByRole('button', { name: 'Спецтехника', exact: true }).click();
    await page.getByRole('textbox', { name: /^Номер шасси/ }).fill(chassis);

    // Empty lists say what to choose first.
    await page.getByRole('combobox', { name: /^Подтип/ }).click();
    await expect(page.getByText('Выберите тип', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    await choose(page, /^Тип/, String(special.form.ruFormName));
    await choose(page, /^Подтип/, String(special.formDetail.ruFormDetailName));
    await choose(page, /^Грузоподъёмность/, String(special.capacity.ruCapacityName));
    await choose(page, /^Марка/, String(special.maker.ruMaker));
    await choose(page, /^Модель/, String(special.model.ruModel));
    await expect(page.getByTestId('english-names')).toContainText(String(special.model.engModel));
    await page.getByRole('textbox', { name: /^Вес/ }).fill('9000');
    // Choosing a model clears size and weight; changing the form clears everything below it.
    await choose(page, /^Модель/, String(special.other.ruModel));
    await expect(page.getByRole('textbox', { name: /^Вес/ })).toHaveValue('');
    const formBox = page.getByRole('combobox', { name: /^Тип/ });
    await formBox.click();
    await page.getByRole('listbox').getByRole('option').nth(1).click();
    await expect(page.getByRole('combobox', { name: /^Подтип/ })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: /^Грузоподъёмность/ })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: /^Марка/ })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: /^Модель/ })).toHaveValue('');

    await choose(page, /^Тип/, String(special.form.ruFormName));
    await choose(page, /^Подтип/, String(special.formDetail.ruFormDetailName));
    await choose(page, /^Грузоподъёмность/, String(special.capacity.ruCapacityName));
    await choose(page, /^Марка/, String(special.maker.ruMaker));
    await choose(page, /^Модель/, String(special.model.ruModel));
    await choose(page, /^Год/, '2018');

    // Validation speaks Russian: the special form's own price range.
    await page.getByRole('textbox', { name: /^Цена продажи/ }).fill('300001');
    await page.getByRole('button', { name: 'Разместить объявление' }).click();
    await expect(page.getByText('Можно ввести число от 300 до 300 000')).toBeVisible();
    await page.getByRole('textbox', { name: /^Цена продажи/ }).fill('45000');

    await page.getByRole('textbox', { name: /^Объём двигателя/ }).fill('12000');
    await chooseFirst(page, /^Коробка передач/);
    await chooseFirst(page, /^Топливо/);
    await chooseFirst(page, /^Местонахождение/);
    await chooseFirst(page, /^Цвет/);
    await page.getByRole('textbox', { name: /^Вес/ }).fill('9000');
    await page.getByRole('textbox', { name: /^Длина/ }).fill('9000');
    await page.getByRole('textbox', { name: /^Ширина/ }).fill('2500');
    await page.getByRole('textbox', { name: /^Высота/ }).fill('3200');
    await expect(page.getByTestId('cbm')).toContainText('72.000');
    await page
      .getByTestId('picture-input')
      .setInputFiles([{ name: 'truck.jpg', mimeType: 'image/jpeg', buffer: await picture('#777777') }]);
    await page.screenshot({ path: screenshot('seller-special-form-ru.png'), fullPage: true });
    await page.getByRole('button', { name: 'Разместить объявление' }).click();
    await expect(page).toHaveURL(/\/item\/list$/);

    const list = await get<{ list: { itemNo: number; category: number; sellPrice: number }[] }>(
      page.request,
      `/api/items/my-items?keyword=${chassis}`,
    );
    expect(list.list).toMatchObject([{ category: 2, sellPrice: 45000 }]);
  });

  test('edits the price with the commission shown and marks an item sold on the management page', async ({ page }) => {
    await login(page.request, 'demo-seller');
    const [row] = (
      await get<{ list: { itemNo: number; chassisNo: string; category: number }[] }>(
        page.request,
        '/api/items/my-items?category=1&flag=0&size=1',
      )
    ).list;
    await visit(page, '/item/management');
    await page.getByRole('textbox', { name: /^Search/ }).fill(`CB${row!.itemNo}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('management-row')).toHaveCount(1);

    await page.getByRole('button', { name: `Edit the price of CB${row!.itemNo}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Sell price/ }).fill('20000');
    await expect(dialog.getByTestId('dialog-commission')).toHaveText('Commission: $500');
    await dialog.getByRole('textbox', { name: /^Discount price/ }).fill('20001');
    await dialog.getByRole('button', { name: 'Save price' }).click();
    await expect(dialog.getByText('The price is higher than the selling price')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Discount price/ }).fill('19500');
    await dialog.getByRole('button', { name: 'Save price' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('management-row')).toContainText('$20,000');
    await expect(page.getByTestId('management-row')).toContainText('Commission: $500');

    await page.getByRole('checkbox', { name: `Select CB${row!.itemNo}` }).check();
    await page.getByRole('button', { name: 'Mark Sold' }).click();
    await expect(page.getByText('Marked Sold.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Sold' }).click();
    await expect(page.getByTestId('management-row').filter({ hasText: `CB${row!.itemNo}` })).toContainText('Sold');
    await page.screenshot({ path: screenshot('seller-management-en.png'), fullPage: true });

    // Update mode opens from the list; leaving it goes back to the management page.
    await visit(page, `/item/upload?itemNo=${row!.itemNo}`);
    await expect(page.getByRole('heading', { name: `Edit item CB${row!.itemNo}` })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Sell price/ })).toHaveValue('20000');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/item\/management$/);
  });

  test('deletes an item on the management page, finds it under Deleted and restores it', async ({ page }) => {
    await login(page.request, 'demo-seller');
    const [row] = (
      await get<{ list: { itemNo: number }[] }>(page.request, '/api/items/my-items?category=1&flag=0&size=1')
    ).list;
    const number = `CB${row!.itemNo}`;
    await visit(page, '/item/management');
    await page.getByRole('textbox', { name: /^Search/ }).fill(number);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('management-row')).toHaveCount(1);
    await page.getByRole('checkbox', { name: `Select ${number}` }).check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByTestId('management-row')).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Deleted', exact: true }).click();
    const deleted = page.getByTestId('management-row').filter({ hasText: number });
    await expect(deleted).toContainText('Deleted');
    await expect(page.getByText('Please check the necessary field')).toHaveCount(0);
    await deleted.getByRole('button', { name: `Restore ${number}` }).click();
    await expect(page.getByText('The item is back on sale.')).toBeVisible();
    await expect(page.getByTestId('management-row').filter({ hasText: number })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Normal', exact: true }).click();
    await expect(page.getByTestId('management-row').filter({ hasText: number })).toContainText('Normal');
  });

  test('shows the forms and the management page right to left in Arabic', async ({ page }) => {
    await useLanguage(page, 3);
    await login(page.request, 'demo-dealer');
    await visit(page, '/item/upload');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'سيارة', exact: true }).click();
    await expect(page.getByRole('textbox', { name: /^رقم الشاسيه/ })).toBeVisible();
    await page.getByRole('button', { name: 'تسجيل المركبة' }).click();
    await expect(page.getByText('يرجى التحقق من الحقول المطلوبة')).toBeVisible();
    await page.screenshot({ path: screenshot('seller-car-form-ar.png'), fullPage: true });
    await visit(page, '/item/management');
    await expect(page.getByTestId('management-row').first()).toBeVisible();
    await page.screenshot({ path: screenshot('seller-management-ar.png'), fullPage: true });
  });
});
