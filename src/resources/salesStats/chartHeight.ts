/** The sales chart's height: its lazy screen holds this much room while the chart's code loads. */
export const CHART_HEIGHT = 340;
