import { formatCrowns, PURCHASE_MAX_CROWNS, PURCHASE_PRESETS_USD } from '@crowns/contracts';
import { CrownIcon } from '../../../ui/crown-icon';
import { minimumCrowns, presetCrowns } from '../purchase-amount';
import styles from './purchase.module.css';

/** The dollar presets as a radio group: arrows move between them, each shows its crowns. */
export function PresetOptions({
  ccPerUsd,
  thresholdUsd,
  value,
  disabled,
  onChange,
}: {
  ccPerUsd: number;
  thresholdUsd: number;
  value: number | null;
  disabled?: boolean;
  onChange: (usd: number) => void;
}) {
  const min = minimumCrowns(thresholdUsd, ccPerUsd);
  return (
    <fieldset className={styles.presetGroup} disabled={disabled}>
      <legend className={styles.legend}>Choose a pack</legend>
      <div className={styles.presets}>
        {PURCHASE_PRESETS_USD.map((usd) => {
          const crowns = presetCrowns(usd, ccPerUsd);
          const outOfRange = crowns > PURCHASE_MAX_CROWNS || crowns < min;
          return (
            <label key={usd} className={`${styles.preset} ${value === usd ? styles.selected : ''}`}>
              <input
                type="radio"
                name="crown-preset"
                className="sr-only"
                value={usd}
                checked={value === usd}
                disabled={outOfRange}
                onChange={() => onChange(usd)}
              />
              <span className={styles.presetUsd}>${usd}</span>{' '}
              <span className={`${styles.presetCrowns} tabular`}>
                <CrownIcon size={11} aria-hidden />
                {formatCrowns(crowns)} <span className="sr-only">crowns</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
