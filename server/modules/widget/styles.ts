/**
 * The widget's own sheet, inside its shadow root. `all: initial` on the host cuts the inherited properties (font,
 * colour, line height) the host page would pass through the shadow boundary; every element sets what it shows.
 */
export const widgetStyles = `
:host { all: initial; display: block; }
.widget { font: 400 15px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #1f2937; text-align: left; }
.title { font-size: 18px; font-weight: 600; margin: 0 0 12px; color: #1f2937; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 12px; }
.card { display: flex; flex-direction: column; gap: 8px; padding: 16px; border: 1px solid #d0d7de; border-radius: 10px; background: #ffffff; }
.name { font-size: 16px; font-weight: 600; color: #1f2937; }
.price { font-size: 14px; color: #4b5563; flex-grow: 1; }
.buy { display: inline-block; box-sizing: border-box; padding: 10px 18px; border-radius: 8px; background: #1976d2; color: #ffffff;
  font: 600 15px/1.2 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; text-align: center; text-decoration: none; }
.buy:hover, .buy:focus-visible { background: #115293; }
.more { display: inline-block; margin-top: 12px; color: #1976d2; font-size: 14px; text-decoration: underline; }
`;
