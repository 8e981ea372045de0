/**
 * What can be established about the background-removal model's weights (shipped from
 * @imgly/background-removal-data), for the notice. The page says the same in its own words
 * (plugins/image-removebg/locales: modelTerms).
 */
export const MODEL_PROVENANCE = `The background-removal model (dist/engines/removebg/: the ONNX weights "isnet_quint8" and
"isnet_fp16") comes from @imgly/background-removal-data 1.4.5 by IMG.LY GmbH. What its sources say:
- The package is licensed under the GNU AGPL version 3 (its LICENSE.md).
- Its ThirdPartyLicenses.json names the model "ISNET", source https://github.com/xuebinqin/DIS,
  licence "MIT".
- That upstream (DIS, "Highly Accurate Dichotomous Image Segmentation", Qin et al., ECCV 2022) states
  "Our code and evaluation metric use Apache License 2.0" and gives separate terms for its DIS5K
  training set (DIS5K-Dataset-Terms-of-Use.pdf: non-commercial research or educational use). It
  states no licence for trained weights.
- Neither source says whether IMG.LY's weights are DIS's released weights converted, or weights IMG.LY
  trained itself, nor on which data.
So the terms of the weights themselves cannot be fully established: they are distributed here as
IMG.LY distributes them (AGPL-3.0 package, "MIT" for the model in its own list), and the training
data's terms restrict commercial use of the dataset. Anyone reusing the model commercially should
ask IMG.LY and the DIS authors.`;
