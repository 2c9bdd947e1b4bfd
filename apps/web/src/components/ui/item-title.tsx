import { Fragment } from 'react';
import { itemTitleRuns, type LanguageCode, type TitleParts } from '@market/domain';

/**
 * A listing's title with each run (year, maker, model) direction-isolated: in Arabic an Arabic maker beside a Latin
 * model and a year would otherwise be reordered by the bidi algorithm ("Land Rover Range 2021 / Rover (L405)").
 */
export function ItemTitle({ item, language }: { item: TitleParts; language: LanguageCode }) {
  return itemTitleRuns(item, language).map((run, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <bdi>{run}</bdi>
    </Fragment>
  ));
}
