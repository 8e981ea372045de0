// The recipe views, named in one small module: the app's entry lists this chunk alone, not every
// chunk the views load (the home's first load stays as it was).
export const loadHomeRecipes = () => import('./HomeRecipes');
export const loadRecipePage = () => import('./RecipePage');
