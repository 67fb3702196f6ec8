import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Comparison } from './comparisons';
import { HOME_PAGE_PRACTICE_COUNT } from './landingContent';
import { capitalNumberWord, numberWord } from './numberWord';
import { PlanFigures } from './PlanFigures';
import { PublicPage } from './PublicPage';
import { BOX_TRY } from './techniquePages';
import { TryFreeCallout } from './TryFreeCallout';

/** A comparison page (/vs/*): the feature table, who each product suits, Try Stillpoint Free and a technique to try. */
export function ComparisonPage({ comparison }: { readonly comparison: Comparison }) {
  const { product } = comparison;
  // What both comparisons say the same way, Stillpoint's side counted from the landing and priced in the reader's currency.
  const rows: readonly (readonly [string, ReactNode, string])[] = [
    ...comparison.rows,
    ['Try before an account', `${capitalNumberWord(HOME_PAGE_PRACTICE_COUNT)} practices on the home page`, `Check ${product}’s current offer`],
    [
      'Price',
      <>
        <PlanFigures /> after a 14-day free trial
      </>,
      `A subscription; see ${product}’s site for current prices`,
    ],
  ];
  return (
    <PublicPage wide priced>
      <h1>{comparison.title}</h1>
      <p className="lede">{comparison.intro}</p>

      <div className="table-scroll" role="region" aria-labelledby="comparison-caption" tabIndex={0}>
        <table className="data-table">
          <caption id="comparison-caption">Stillpoint and {product} side by side</caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              <th scope="col">Stillpoint</th>
              <th scope="col">{product}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([feature, ours, theirs]) => (
              <tr key={feature}>
                <th scope="row">{feature}</th>
                <td>{ours}</td>
                <td>{theirs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="updated">{product} is a trademark of its owner. This comparison is ours, written in good faith; features and prices change, so check theirs.</p>

      <ul className="cards">
        <li>
          <h2>{product} may suit you better if</h2>
          <ul>
            {comparison.chooseThem.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </li>
        <li>
          <h2>Stillpoint may suit you better if</h2>
          <ul>
            {comparison.chooseUs.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </li>
      </ul>

      <h2>Our philosophy, briefly</h2>
      <ul>
        <li>The timer is the product: exact counts, quiet bells, a screen that leaves you alone.</li>
        <li>No ads, no trackers, no feed. A small subscription pays for it instead.</li>
        <li>Your data is yours: listed in the privacy policy, exportable and deletable from your account.</li>
      </ul>
      <p>
        More in <Link to="/philosophy">our philosophy</Link>.
      </p>

      <TryFreeCallout heading="Try a technique now">
        <p>
          A {numberWord(BOX_TRY.value)}-minute try of box breathing needs no account: <Link to="/techniques/box-breathing">box breathing, step by step</Link>. When
          you want more, the trial gives you everything for 14 days.
        </p>
      </TryFreeCallout>
    </PublicPage>
  );
}
