/**
 * Every stylesheet of the landing page's tree (Landing.tsx and what it renders), in one place: the landing's
 * code loads apart from the route at / (routes/home.tsx), while its styles must be linked by the prerendered page
 * itself (landingPage.browser.test.ts: / links every stylesheet /landing links).
 */
import './landing.css';
import './public.css';
import '../session/sessionComplete.css';
