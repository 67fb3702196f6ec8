import { Link } from 'react-router';
import { HOME_PAGE_PRACTICE_COUNT } from './landingContent';
import { numberWord } from './numberWord';
import { PublicPage } from './PublicPage';

/** The article /minimalist-meditation-apps: what makes a meditation app minimalist, and how to choose one. */
export function MinimalistAppsArticle() {
  return (
    <PublicPage>
      <h1>Minimalist meditation apps: what to look for</h1>
      <p className="updated">
        By the Stillpoint team · <time dateTime="2026-11-26">26 November 2026</time>
      </p>
      <p className="lede">
        A meditation app can become one more source of noticing your phone. A minimalist one tries to be the opposite: open it, practise, close
        it.
      </p>

      <h2>Why &ldquo;minimalist&rdquo; at all</h2>
      <p>
        Large meditation apps offer libraries of courses, sleep stories and music, and for many people that variety is exactly right. Others
        find that choosing among hundreds of sessions, keeping up a streak or reading notifications pulls against the calm they came for. For
        them, fewer features is the feature.
      </p>

      <h2>Five things a minimalist app does well</h2>
      <ol>
        <li>
          <strong>Starts fast.</strong> One or two taps from opening the app to the first breath.
        </li>
        <li>
          <strong>Keeps the screen quiet.</strong> A slow visual guide or a plain countdown, and the option to let the screen dim.
        </li>
        <li>
          <strong>Times precisely.</strong> A breathing count that never drifts, bells exactly when you set them.
        </li>
        <li>
          <strong>Asks little of you.</strong> No feed, no badges, no daily nudges you did not ask for. Progress tracking you can turn off.
        </li>
        <li>
          <strong>Collects little about you.</strong> A clear privacy policy that lists what is kept, with no advertising trackers.
        </li>
      </ol>

      <h2>Questions to ask before you subscribe</h2>
      <ul>
        <li>Can I try a session before creating an account?</li>
        <li>What exactly is stored about me, and can I export or delete it myself?</li>
        <li>How do I cancel, and is it as easy as subscribing?</li>
        <li>Does the app work on the devices I have, without installing anything heavy?</li>
      </ul>

      <h2>How Stillpoint answers them</h2>
      <p>
        We built Stillpoint around these questions, so here are our answers, plainly. You can run {numberWord(HOME_PAGE_PRACTICE_COUNT)} practices on the home page without an
        account. Our <Link to="/privacy">privacy policy</Link> lists every piece of data we keep and how long we keep it; export and deletion are
        in your Profile Settings. Our <Link to="/terms">terms</Link> say how the 14-day trial and the subscription work, and you cancel from
        your account menu. Stillpoint runs in the browser and can be added to a phone&rsquo;s home screen.
      </p>
      <p>
        It is not for everyone: if you want a large library of guided courses and stories, a bigger app will serve you better. If you want a
        precise, quiet timer, read <Link to="/philosophy">our philosophy</Link> or <Link to="/auth">create an account</Link> and try it for two
        weeks.
      </p>
    </PublicPage>
  );
}
