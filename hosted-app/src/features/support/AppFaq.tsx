import { intlLocale, useAppLocaleStore } from '../../i18n/appLocaleStore';
import { landingFaq } from '../public/landingFaq';
import { faqMessages } from './faqMessages';
import { FaqSection } from './FaqSection';

/** The FAQ on the signed-in home: the landing's questions and answers, in the app's language. */
export function AppFaq() {
  const t = faqMessages.useMessages();
  const language = intlLocale(useAppLocaleStore((state) => state.locale));
  return <FaqSection heading={t('faq.title')} entries={(currency, locale) => landingFaq(t, language, currency, locale)} />;
}
