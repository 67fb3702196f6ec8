/** §5: a bell interval of 0 reads "Off", otherwise "Every N min"; a segment's `every` reads the same. */
export const bellIntervalText = (minutes: number) => (minutes === 0 ? 'Off' : `Every ${minutes} min`);
