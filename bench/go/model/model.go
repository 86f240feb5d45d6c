// Package model holds hand-written Go types for the three benchmark corpora, used by the peer
// libraries (encoding/json v1 and v2, goccy/go-json, bytedance/sonic, and a copy for easyjson).
// Field tags follow the JSON keys of the corpora; a key that is sometimes absent is a pointer
// with omitempty, a key that is sometimes null is a pointer.
package model

// Twitter is the root of twitter.json.
type Twitter struct {
	Statuses       []Status       `json:"statuses"`
	SearchMetadata SearchMetadata `json:"search_metadata"`
}

type Status struct {
	Metadata             StatusMetadata `json:"metadata"`
	CreatedAt            string         `json:"created_at"`
	ID                   int64          `json:"id"`
	IDStr                string         `json:"id_str"`
	Text                 string         `json:"text"`
	Source               string         `json:"source"`
	Truncated            bool           `json:"truncated"`
	InReplyToStatusID    *int64         `json:"in_reply_to_status_id"`
	InReplyToStatusIDStr *string        `json:"in_reply_to_status_id_str"`
	InReplyToUserID      *int64         `json:"in_reply_to_user_id"`
	InReplyToUserIDStr   *string        `json:"in_reply_to_user_id_str"`
	InReplyToScreenName  *string        `json:"in_reply_to_screen_name"`
	User                 User           `json:"user"`
	Geo                  any            `json:"geo"`
	Coordinates          any            `json:"coordinates"`
	Place                any            `json:"place"`
	Contributors         any            `json:"contributors"`
	RetweetedStatus      *Status        `json:"retweeted_status,omitempty"`
	RetweetCount         int64          `json:"retweet_count"`
	FavoriteCount        int64          `json:"favorite_count"`
	Entities             StatusEntities `json:"entities"`
	Favorited            bool           `json:"favorited"`
	Retweeted            bool           `json:"retweeted"`
	PossiblySensitive    *bool          `json:"possibly_sensitive,omitempty"`
	Lang                 string         `json:"lang"`
}

type StatusMetadata struct {
	ResultType      string `json:"result_type"`
	IsoLanguageCode string `json:"iso_language_code"`
}

type User struct {
	ID                             int64        `json:"id"`
	IDStr                          string       `json:"id_str"`
	Name                           string       `json:"name"`
	ScreenName                     string       `json:"screen_name"`
	Location                       string       `json:"location"`
	Description                    string       `json:"description"`
	URL                            *string      `json:"url"`
	Entities                       UserEntities `json:"entities"`
	Protected                      bool         `json:"protected"`
	FollowersCount                 int64        `json:"followers_count"`
	FriendsCount                   int64        `json:"friends_count"`
	ListedCount                    int64        `json:"listed_count"`
	CreatedAt                      string       `json:"created_at"`
	FavouritesCount                int64        `json:"favourites_count"`
	UtcOffset                      *int64       `json:"utc_offset"`
	TimeZone                       *string      `json:"time_zone"`
	GeoEnabled                     bool         `json:"geo_enabled"`
	Verified                       bool         `json:"verified"`
	StatusesCount                  int64        `json:"statuses_count"`
	Lang                           string       `json:"lang"`
	ContributorsEnabled            bool         `json:"contributors_enabled"`
	IsTranslator                   bool         `json:"is_translator"`
	IsTranslationEnabled           bool         `json:"is_translation_enabled"`
	ProfileBackgroundColor         string       `json:"profile_background_color"`
	ProfileBackgroundImageURL      string       `json:"profile_background_image_url"`
	ProfileBackgroundImageURLHTTPS string       `json:"profile_background_image_url_https"`
	ProfileBackgroundTile          bool         `json:"profile_background_tile"`
	ProfileImageURL                string       `json:"profile_image_url"`
	ProfileImageURLHTTPS           string       `json:"profile_image_url_https"`
	ProfileBannerURL               *string      `json:"profile_banner_url,omitempty"`
	ProfileLinkColor               string       `json:"profile_link_color"`
	ProfileSidebarBorderColor      string       `json:"profile_sidebar_border_color"`
	ProfileSidebarFillColor        string       `json:"profile_sidebar_fill_color"`
	ProfileTextColor               string       `json:"profile_text_color"`
	ProfileUseBackgroundImage      bool         `json:"profile_use_background_image"`
	DefaultProfile                 bool         `json:"default_profile"`
	DefaultProfileImage            bool         `json:"default_profile_image"`
	Following                      bool         `json:"following"`
	FollowRequestSent              bool         `json:"follow_request_sent"`
	Notifications                  bool         `json:"notifications"`
}

type UserEntities struct {
	Description URLList  `json:"description"`
	URL         *URLList `json:"url,omitempty"`
}

type URLList struct {
	URLs []URLEntity `json:"urls"`
}

type URLEntity struct {
	URL         string  `json:"url"`
	ExpandedURL string  `json:"expanded_url"`
	DisplayURL  string  `json:"display_url"`
	Indices     []int64 `json:"indices"`
}

type StatusEntities struct {
	Hashtags     []Hashtag     `json:"hashtags"`
	Symbols      []any         `json:"symbols"`
	URLs         []URLEntity   `json:"urls"`
	UserMentions []UserMention `json:"user_mentions"`
	Media        []Media       `json:"media,omitempty"`
}

type Hashtag struct {
	Text    string  `json:"text"`
	Indices []int64 `json:"indices"`
}

type UserMention struct {
	ScreenName string  `json:"screen_name"`
	Name       string  `json:"name"`
	ID         int64   `json:"id"`
	IDStr      string  `json:"id_str"`
	Indices    []int64 `json:"indices"`
}

type Media struct {
	ID                int64      `json:"id"`
	IDStr             string     `json:"id_str"`
	Indices           []int64    `json:"indices"`
	MediaURL          string     `json:"media_url"`
	MediaURLHTTPS     string     `json:"media_url_https"`
	URL               string     `json:"url"`
	DisplayURL        string     `json:"display_url"`
	ExpandedURL       string     `json:"expanded_url"`
	Type              string     `json:"type"`
	Sizes             MediaSizes `json:"sizes"`
	SourceStatusID    *int64     `json:"source_status_id,omitempty"`
	SourceStatusIDStr *string    `json:"source_status_id_str,omitempty"`
}

type MediaSizes struct {
	Medium MediaSize `json:"medium"`
	Small  MediaSize `json:"small"`
	Thumb  MediaSize `json:"thumb"`
	Large  MediaSize `json:"large"`
}

type MediaSize struct {
	W      int64  `json:"w"`
	H      int64  `json:"h"`
	Resize string `json:"resize"`
}

type SearchMetadata struct {
	CompletedIn float64 `json:"completed_in"`
	MaxID       int64   `json:"max_id"`
	MaxIDStr    string  `json:"max_id_str"`
	NextResults string  `json:"next_results"`
	Query       string  `json:"query"`
	RefreshURL  string  `json:"refresh_url"`
	Count       int64   `json:"count"`
	SinceID     int64   `json:"since_id"`
	SinceIDStr  string  `json:"since_id_str"`
}

// Citm is the root of citm_catalog.json.
type Citm struct {
	AreaNames                map[string]string  `json:"areaNames"`
	AudienceSubCategoryNames map[string]string  `json:"audienceSubCategoryNames"`
	BlockNames               map[string]string  `json:"blockNames"`
	Events                   map[string]Event   `json:"events"`
	Performances             []Performance      `json:"performances"`
	SeatCategoryNames        map[string]string  `json:"seatCategoryNames"`
	SubTopicNames            map[string]string  `json:"subTopicNames"`
	SubjectNames             map[string]string  `json:"subjectNames"`
	TopicNames               map[string]string  `json:"topicNames"`
	TopicSubTopics           map[string][]int64 `json:"topicSubTopics"`
	VenueNames               map[string]string  `json:"venueNames"`
}

type Event struct {
	Description *string `json:"description"`
	ID          int64   `json:"id"`
	Logo        *string `json:"logo"`
	Name        string  `json:"name"`
	SubTopicIDs []int64 `json:"subTopicIds"`
	SubjectCode *string `json:"subjectCode"`
	Subtitle    *string `json:"subtitle"`
	TopicIDs    []int64 `json:"topicIds"`
}

type Performance struct {
	EventID        int64          `json:"eventId"`
	ID             int64          `json:"id"`
	Logo           *string        `json:"logo"`
	Name           *string        `json:"name"`
	Prices         []Price        `json:"prices"`
	SeatCategories []SeatCategory `json:"seatCategories"`
	SeatMapImage   *string        `json:"seatMapImage"`
	Start          int64          `json:"start"`
	VenueCode      string         `json:"venueCode"`
}

type Price struct {
	Amount                int64 `json:"amount"`
	AudienceSubCategoryID int64 `json:"audienceSubCategoryId"`
	SeatCategoryID        int64 `json:"seatCategoryId"`
}

type SeatCategory struct {
	Areas          []Area `json:"areas"`
	SeatCategoryID int64  `json:"seatCategoryId"`
}

type Area struct {
	AreaID   int64   `json:"areaId"`
	BlockIDs []int64 `json:"blockIds"`
}

// Canada is the root of canada.json (a GeoJSON FeatureCollection).
type Canada struct {
	Type     string    `json:"type"`
	Features []Feature `json:"features"`
}

type Feature struct {
	Type       string            `json:"type"`
	Properties map[string]string `json:"properties"`
	Geometry   Geometry          `json:"geometry"`
}

type Geometry struct {
	Type        string         `json:"type"`
	Coordinates [][][2]float64 `json:"coordinates"`
}
