import { expect, test } from '../support/test';
import { startLoggedIn } from '../support/sandbox';
import { askForDocumentsAgain } from '../support/kyc';

const EDD = 'edd@sandbox.test';

test.describe('the EDD questionnaire (issue 15, spec 001 §3, §5)', () => {
  test('edd@ answers with Other occupation and Other source of funds, and the answers go to review', async ({
    page,
    request,
  }) => {
    // The questionnaire is asked for again before and after, so a second run finds it as seeded.
    await askForDocumentsAgain(request, EDD, ['EDD_QUESTIONNAIRE']);
    try {
      await startLoggedIn(page, request, EDD);
      await page.goto('/en-UN/my-account/account/verification');
      const questionnaire = page.getByRole('region', { name: 'Questionnaire' });
      const occupation = questionnaire.getByRole('combobox', { name: 'Occupation' });
      await expect(occupation).toBeVisible();
      await expect(page.getByText('Your verification status: Questionnaire pending')).toBeVisible();

      await questionnaire.getByRole('button', { name: 'Send answers' }).click();
      await expect(occupation).toBeFocused();
      await expect(occupation).toHaveAccessibleDescription('Choose your occupation.');

      await occupation.selectOption('Other');
      await questionnaire.getByRole('combobox', { name: 'Yearly income' }).selectOption({ index: 2 });
      await questionnaire
        .getByRole('combobox', { name: 'Where the money you play with comes from' })
        .selectOption('Other');
      await questionnaire.getByRole('button', { name: 'Send answers' }).click();
      const otherOccupation = questionnaire.getByRole('textbox', { name: 'Your occupation' });
      await expect(otherOccupation).toHaveAccessibleDescription('Tell us your occupation.');
      await otherOccupation.fill('Falconer');
      await questionnaire
        .getByRole('textbox', { name: 'Where it comes from' })
        .fill('Sale of a sailing boat');
      await questionnaire.getByRole('textbox', { name: 'Place of birth (optional)' }).fill('Valletta');
      await questionnaire.getByRole('button', { name: 'Send answers' }).click();

      await expect(questionnaire.getByText('Thank you. We are reviewing your answers.')).toBeVisible();
      await expect(page.getByText('Your verification status: Questionnaire under review')).toBeVisible();
    } finally {
      await askForDocumentsAgain(request, EDD, ['EDD_QUESTIONNAIRE']);
    }
  });
});
